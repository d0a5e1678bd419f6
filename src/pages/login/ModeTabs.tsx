import { useRef, type KeyboardEvent } from 'react';

/** The panel the tabs control (the page renders the chosen form inside it). */
export const MODE_PANEL_ID = 'login-mode-panel';
export const modeTabId = (mode: string) => `login-tab-${mode}`;

/**
 * The login page's 账号登录 / 短信登录 switch: a WAI-ARIA tablist of plain buttons (arrow keys, Home
 * and End move between them; only the chosen one is in the Tab order). Not antd's Tabs: the login
 * page is in the first chunk every visitor loads, and Tabs brings menus and motion it never uses.
 */
export function ModeTabs({ modes, active, onChange }: { modes: ReadonlyArray<{ mode: string; name: string }>; active: string; onChange: (mode: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const move = (e: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: modes.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = modes[(to + modes.length) % modes.length];
    onChange(next.mode);
    list.current?.querySelector<HTMLButtonElement>(`#${modeTabId(next.mode)}`)?.focus();
  };
  return (
    <div className="ks-login-tabs" role="tablist" aria-label="登录方式" ref={list}>
      {modes.map((m, i) => (
        <button
          key={m.mode}
          type="button"
          role="tab"
          id={modeTabId(m.mode)}
          aria-selected={m.mode === active}
          aria-controls={MODE_PANEL_ID}
          tabIndex={m.mode === active ? 0 : -1}
          onClick={() => onChange(m.mode)}
          onKeyDown={(e) => move(e, i)}
        >
          {m.name}
        </button>
      ))}
    </div>
  );
}
