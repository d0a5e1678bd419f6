import { useCallback, useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import type { DisplayGroupDetail } from '../schemas/designer';
import { commands } from './commands';
import { draftIsNewer, keepDesignDocument, readDesignDraft, type DesignDraft, type Keeper } from './store/drafts';
import type { DesignerStore } from './store/store';
import type { NodeConfig } from './store/types';

/** HH:mm in the browser's zone. */
const clockTime = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

const sameDocument = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts a kept document back as an undoable edit over the loaded one. Its base version stays the
 * one it was made over: if the server moved on since, the save gets the 409 and the conflict
 * dialog shows both, instead of the restored edits silently overwriting someone's save.
 */
export function restoreDesignDraft(store: DesignerStore, draft: DesignDraft): void {
  const { config, version } = store.getState();
  if (draft.baseVersion !== version) store.load(config, draft.baseVersion);
  store.run(commands.replaceConfig, { config: draft.config });
}

/**
 * The kept document of this user and node: offered back on opening when it is newer than the
 * server's (restored at once, with 放弃), then kept a moment after each change. Without a user
 * (tests, embedded previews) nothing is kept.
 */
export function useDesignDraft(store: DesignerStore, node: DisplayGroupDetail, user: string | undefined) {
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  useEffect(() => {
    if (!user) return;
    const place = { user, nodeId: node.nodeId };
    let alive = true;
    let keeper: Keeper | null = null;
    void readDesignDraft(place).then((draft) => {
      if (!alive) return;
      // Edits made while the draft was being read win: they are newer still.
      if (draft && !store.isDirty() && draftIsNewer(draft, node) && !sameDocument(draft.config, node.config)) {
        restoreDesignDraft(store, draft);
        setRestoredAt(draft.savedAt);
      }
      keeper = keepDesignDocument(store, place);
    });
    return () => {
      alive = false;
      void keeper?.flush();
      keeper?.stop();
    };
  }, [store, node, user]);

  // Once saved (or undone back to the saved document) there is nothing restored left to discard.
  useEffect(() => store.subscribe(() => !store.isDirty() && setRestoredAt(null)), [store]);

  const discard = useCallback(() => {
    store.load(node.config as NodeConfig, node.version);
    setRestoredAt(null);
  }, [store, node]);
  return { restoredAt, discard };
}

export function DraftNotice({ restoredAt, onDiscard }: { restoredAt: number | null; onDiscard: () => void }) {
  if (restoredAt === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      banner
      data-testid="design-draft-notice"
      message={
        <span>
          已恢复 {clockTime(restoredAt)} 未保存的设计 ·{' '}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={onDiscard}>
            放弃
          </Button>
        </span>
      }
    />
  );
}
