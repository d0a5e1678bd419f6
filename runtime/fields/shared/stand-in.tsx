import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useForm } from '@formily/react';
import { lazyField } from './lazy-field';
import { holdForSwap } from './stand-in-pending';
import './stand-in.css';

/**
 * Whether heavy fields (select, date, number) start as stand-ins. DynamicForm turns it on where it
 * mounts progressively (a real browser); elsewhere (jsdom, a host rendering fields alone) the real
 * component renders at once, as before.
 */
export const StandInContext = createContext(false);

/**
 * What brought a stand-in to life: `hover` only starts loading the real component's code; `focus`
 * (Tab, or a script's focus()) swaps it in and moves the focus into it; `press` (mouse down) also
 * opens it, as the press would have opened the real one.
 */
export type Activation = 'hover' | 'focus' | 'press';

export interface StandInLookProps {
  /** Brings the real component (its code loaded first when needed). */
  activate: (how: Activation) => void;
  /** The stand-in's mousedown. */
  press: () => void;
  /** The stand-in's keydown: Enter, Escape and the vertical arrows pressed while the code loads reach the real input. */
  keyDown: (e: KeyboardEvent) => void;
}

/** The real component is told how it was activated (e.g. a select opens its dropdown on `press`). */
export interface RealFieldProps {
  activation?: Activation;
}

interface Snapshot {
  focused: boolean;
  /**
   * The stand-in's input, read when the real one has replaced it, not when the swap starts: between
   * the two (a render later) a script's fill selects the value and types its text into it, and a
   * person may type too. CI 2026-12-07: 120 typed then was lost, 80 stored.
   */
  input: HTMLInputElement | null;
}

/**
 * Keys whose effect (confirm a typed date, close, open a select's list) must not be lost while the
 * code loads: a CI run tabbed to a select and pressed ArrowDown before rc-select had arrived.
 */
const CARRIED_KEYS = new Set(['Enter', 'Escape', 'ArrowDown', 'ArrowUp']);
/** Their legacy key codes: rc-select opens on `which`, not on `key`. */
const KEY_CODES: Record<string, number> = { Enter: 13, Escape: 27, ArrowUp: 38, ArrowDown: 40 };

function snapshotOf(host: HTMLElement | null): Snapshot {
  return {
    focused: !!host && host.contains(document.activeElement),
    input: host?.querySelector('input') ?? null,
  };
}

/** Text typed into the stand-in's input (null: none). */
function typedIn(input: HTMLInputElement | null): string | null {
  return input && input.value !== input.defaultValue ? input.value : null;
}

/** The stand-in's selected part of its value, if any and if the real input shows the same value. */
function selectionToCarry(from: HTMLInputElement | null, to: HTMLInputElement): [number, number] | null {
  if (!from || from.value !== to.value || from.selectionStart === null || from.selectionEnd === null) return null;
  return from.selectionStart < from.selectionEnd ? [from.selectionStart, from.selectionEnd] : null;
}

/** Types `text` into a React-controlled input as a user would: the value, then an input event. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A heavy field that first renders `Look`, a light look-alike (one plain input in a box styled by
 * stand-in.css, the real component's placeholder and value text, its role and aria), and swaps in
 * the real component (its code loaded by `load` on first use) on focus or mouse down. Why: an antd
 * Select / DatePicker / InputNumber costs ~33 KB of heap per field more than a plain input, and
 * their code (rc-select, rc-picker + dayjs, rc-input-number) is only needed once somebody uses one
 * (docs/performance.md "## Forms").
 *
 * The swap keeps the user's action going: focus moves into the real input, text typed into the
 * stand-in while the code was loading is typed into the real input (so a fill right after focus
 * lands), and a press opens the real component (`activation`).
 */
export function standInField<P extends object>(
  load: () => Promise<{ default: ComponentType<P & RealFieldProps> }>,
  Look: ComponentType<P & StandInLookProps>,
): ComponentType<P> {
  let Real: ComponentType<P & RealFieldProps> | null = null;
  let loading: Promise<unknown> | null = null;
  const ensure = () =>
    (loading ??= load().then((m) => {
      Real = m.default;
    }));
  // Outside a stand-in context: the real component as before (lazily loaded, placeholder input).
  const Lazy = lazyField(load);

  function StandInField(props: P) {
    const light = useContext(StandInContext);
    const host = useRef<HTMLDivElement>(null);
    const snapshot = useRef<Snapshot | null>(null);
    const [activation, setActivation] = useState<Activation | null>(null);
    const [live, setLive] = useState(false);
    const keys = useRef<string[]>([]);

    const swapped = useRef(false);
    const form = useForm() as object | undefined;
    // Set while the form's submit waits for this swap to put the typed text in (stand-in-pending.ts).
    const release = useRef<(() => void) | null>(null);
    const releaseHold = useCallback(() => {
      release.current?.();
      release.current = null;
    }, []);
    useLayoutEffect(() => releaseHold, [releaseHold]);

    const activate = useCallback((how: Activation): void => {
      if (how === 'hover') return void ensure();
      // a press after a focus (a click) wins: it also opens
      setActivation((was) => (was === 'press' ? was : how));
      const swap = () => {
        if (swapped.current) return;
        swapped.current = true;
        snapshot.current = snapshotOf(host.current);
        setLive(true);
      };
      // Never during a mousedown's dispatch: a real select mounted then registers its
      // outside-click listener in time to see this very mousedown (its target the stand-in) and
      // closes at once. The press's own focus of the stand-in (a focus activation) or the next
      // task swaps it in.
      const soon = how === 'press' ? () => void setTimeout(swap) : swap;
      if (Real) return soon();
      // Whatever is typed before the code arrives must be the value a submit reads.
      if (form && !swapped.current && !release.current) release.current = holdForSwap(form);
      void ensure().then(soon, releaseHold);
    }, [form, releaseHold]);
    const press = useCallback(() => activate('press'), [activate]);
    const keyDown = useCallback((e: KeyboardEvent) => {
      if (CARRIED_KEYS.has(e.key)) keys.current.push(e.key);
    }, []);

    useLayoutEffect(() => {
      if (!live) return;
      const input = host.current?.querySelector('input');
      const s = snapshot.current;
      if (!input || !s) return releaseHold();
      // The swap unmounted a focused stand-in (the focus fell to <body>): the real input takes it.
      // If the user has since focused another field (before the code arrived, or between the swap
      // and this render), a late swap must not pull the focus back.
      const active = document.activeElement;
      const unclaimed = active === null || active === document.body || host.current?.contains(active);
      const text = typedIn(s.input);
      if (unclaimed && (s.focused || activation !== null)) {
        input.focus({ preventScroll: true });
        // Selected in the stand-in (a select-all before typing over the value): selected in the real
        // input, so the text typed next replaces it instead of joining it ("80" + "120" was "80120").
        const selected = text === null ? selectionToCarry(s.input, input) : null;
        if (selected) input.setSelectionRange(...selected);
      }
      const carried = keys.current.splice(0);
      const press = () => {
        for (const key of carried) input.dispatchEvent(new window.KeyboardEvent('keydown', { key, keyCode: KEY_CODES[key], bubbles: true }));
      };
      if (text === null) {
        press();
        releaseHold();
      } else if (!carried.includes('Enter')) {
        typeInto(input, text);
        press();
        releaseHold();
      } else {
        // A typed date confirmed with Enter: a real date picker settles its text to its value when
        // it takes the focus, after this effect, which wiped text typed now, and the Enter met an
        // empty picker and confirmed nothing (the date vanished on blur). Both go in the next
        // task. Other text goes in at once: a click on 提交 right after typing must find it.
        setTimeout(() => {
          typeInto(input, text);
          press();
          releaseHold();
        });
      }
      snapshot.current = null;
      // only at the swap: later renders leave the real component alone
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [live]);

    if (!light) return <Lazy {...props} />;
    const RealNow = live ? Real : null;
    return (
      <div ref={host} className="ks-stand-in-host">
        {RealNow ? <RealNow {...props} activation={activation ?? undefined} /> : <Look {...props} activate={activate} press={press} keyDown={keyDown} />}
      </div>
    );
  }
  return StandInField;
}
