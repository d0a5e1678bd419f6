import { useCallback, useEffect, useState } from 'react';
import type { MenuCardNode } from '../../../schemas/menu-card';
import { useListServices } from '../table/list-services';

export type MenuCardState = { phase: 'idle' } | { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; card: MenuCardNode };

export interface MenuCardRequest {
  nodeId: string;
  systemCoding: string;
  enterpriseId: string;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/**
 * One enterprise's left menu card of a list (POST /ks/monitor/menu-card through the list services);
 * idle without a request. `reload` asks again (after a failure, or when records changed). An answer
 * for an enterprise the page has left is dropped.
 */
export function useMenuCard(request: MenuCardRequest | null): { state: MenuCardState; reload: () => void } {
  const services = useListServices();
  const [state, setState] = useState<MenuCardState>({ phase: request ? 'loading' : 'idle' });
  const [round, setRound] = useState(0);
  const { nodeId, systemCoding, enterpriseId } = request ?? { nodeId: '', systemCoding: '', enterpriseId: '' };
  useEffect(() => {
    if (!enterpriseId) {
      setState({ phase: 'idle' });
      return;
    }
    if (!services.fetchMenuCard) {
      setState({ phase: 'error', message: '当前页面不支持菜单卡片' });
      return;
    }
    let live = true;
    // a reload keeps the card on screen until the new one arrives
    setState((s) => (s.phase === 'ready' && s.card.primaryKey === enterpriseId ? s : { phase: 'loading' }));
    services
      .fetchMenuCard({ nodeId, systemCoding, enterpriseId })
      .then((card) => live && setState({ phase: 'ready', card }))
      .catch((e: unknown) => live && setState({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [services, nodeId, systemCoding, enterpriseId, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}

export interface ListMenuCardOptions {
  /** the list's card set-up (ListConfig.menuCard): without it there is no card */
  setUp: boolean;
  nodeId: string;
  systemCoding: string;
  /** the enterprise and item the page was opened with (the shell keeps them in the URL) */
  opened: { enterpriseId: string; item?: string | null } | null | undefined;
  /** with it the item choice is the caller's; without it the page keeps it itself */
  onItemChange?: (key: string) => void;
}

/**
 * The left menu card of a list page: the card of the enterprise the page was opened for, the
 * chosen item (the URL's, else the first), and what the list call must name to show its records.
 * The list waits (`paused`) until the card is there: which item is first is the card's answer.
 */
export function useListMenuCard({ setUp, nodeId, systemCoding, opened, onItemChange }: ListMenuCardOptions) {
  const enterpriseId = setUp && opened ? opened.enterpriseId : null;
  const { state, reload } = useMenuCard(enterpriseId ? { nodeId, systemCoding, enterpriseId } : null);
  const [ownItem, setOwnItem] = useState<string | null>(null);
  const first = state.phase === 'ready' ? state.card.children[0]?.primaryKey : undefined;
  const item = (onItemChange ? opened?.item : (ownItem ?? opened?.item)) || first;
  return {
    enterpriseId,
    state,
    reload,
    item,
    choose: onItemChange ?? setOwnItem,
    listChoice: enterpriseId ? { enterpriseId, ...(item ? { item } : {}) } : undefined,
    paused: enterpriseId !== null && state.phase !== 'ready',
  };
}
