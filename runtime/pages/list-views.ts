/**
 * The page kinds that open at the list route (a list of its own, as detail-views.ts, so the list
 * page's bundle holds no form page).
 */
import type { ComponentType } from 'react';
import { Registry } from '../../schemas/registry';
import type { PageView } from './define';
import type { ListPageProps } from './list/ListPage';
import list from './list';
import card from './card';

export const listViews = new Registry<PageView>([list, card].map((v) => [v.kind, v] as const));

/** The page of a kind that opens at the list route, or undefined (unknown kind, or a detail kind). */
export function listPageOf(kind: string): ComponentType<ListPageProps> | undefined {
  const view = listViews.get(kind);
  return view?.opens === 'list' ? view.Page : undefined;
}
