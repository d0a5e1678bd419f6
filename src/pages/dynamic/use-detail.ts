import { useCallback, useEffect, useState } from 'react';
import type { RecordDetail } from '../../../schemas/record';
import { fetchLatest, fetchNode, fetchRecord, type NodePreview } from './detail-calls';
import { mineOf } from './mine-config';

export type DetailState =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; node: NodePreview; record: RecordDetail | null };

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/** What the page shows: a record by id, the caller's newest one (the menu), or a blank form. */
export interface DetailTarget {
  nodeId: string | null;
  recordId: string | null;
  /** No record asked for: open the caller's newest record when the node's `mine.opens` says so. */
  latest: boolean;
}

async function load(target: DetailTarget & { nodeId: string }): Promise<{ node: NodePreview; record: RecordDetail | null }> {
  const { nodeId, recordId } = target;
  if (recordId) {
    const [node, record] = await Promise.all([fetchNode(nodeId), fetchRecord(nodeId, recordId)]);
    return { node, record };
  }
  const node = await fetchNode(nodeId);
  // The menu opens the enterprise's own application again (docs/forms.md "The caller's own records").
  const record = target.latest && mineOf(node).opens === 'latest' ? await fetchLatest(nodeId) : null;
  return { node, record };
}

/**
 * Loads the node config and the record to show; `reload` reads both again, and so does a new
 * `visit` (each navigation to the page: a record opened again from the message centre shows its
 * state now, not the one read when the page first showed it). Another node or record starts from
 * the loading state: what was shown for the previous one (its record, its mode) never stands in
 * for the next one (issue 45 point 12).
 */
export function useDetail(target: DetailTarget, visit?: string): { state: DetailState; reload: () => void } {
  const { nodeId, recordId, latest } = target;
  const key = `${nodeId ?? ''}\n${recordId ?? ''}\n${latest ? 'latest' : 'new'}`;
  // Each answer is kept with the page it was read for; another page's answer reads as loading.
  const [kept, setKept] = useState<{ key: string; state: DetailState }>({ key, state: { phase: 'loading' } });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    load({ nodeId, recordId, latest })
      .then((ready) => live && setKept({ key, state: { phase: 'ready', ...ready } }))
      .catch((e: unknown) => live && setKept({ key, state: { phase: 'error', message: messageOf(e) } }));
    return () => {
      live = false;
    };
  }, [key, nodeId, recordId, latest, round, visit]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // A reload of the same page keeps what is on screen until the answer is in.
  return { state: kept.key === key ? kept.state : { phase: 'loading' }, reload };
}
