import { useCallback, useState } from 'react';
import { pageSizeKey, recall, remember } from './remember';

/** Spec 002 §9: table page size default 10; choices 10, 20, 30, 50. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_CHOICES = [10, 20, 30, 50] as const;

const isChoice = (v: unknown): v is number => typeof v === 'number' && (PAGE_SIZE_CHOICES as readonly number[]).includes(v);

/** The page size last chosen on this node (it survives a reload), else the default. */
export function rememberedPageSize(nodeId: string): number {
  return recall(pageSizeKey(nodeId), isChoice) ?? PAGE_SIZE_DEFAULT;
}

/** Page size state of one node, remembered in localStorage. */
export function usePageSize(nodeId: string): [number, (size: number) => void] {
  const [size, setSize] = useState(() => rememberedPageSize(nodeId));
  const choose = useCallback(
    (next: number) => {
      setSize(next);
      if (isChoice(next)) remember(pageSizeKey(nodeId), next);
    },
    [nodeId],
  );
  return [size, choose];
}
