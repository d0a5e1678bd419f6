/** The page kinds the runtime draws, one folder each (the kinds themselves: schemas/page-kinds.ts). */
import type { ComponentType } from 'react';
import { Registry } from '../../schemas/registry';
import type { DynamicFormProps } from '../blocks/form/DynamicForm';
import type { PageView } from './define';
import type { ListPageProps } from './list/ListPage';
import form from './form';
import list from './list';
import card from './card';

export const pageViews = new Registry<PageView>([form, list, card].map((v) => [v.kind, v] as const));

/** The page of a kind that opens at the list route, or undefined (unknown kind, or a detail kind). */
export function listPageOf(kind: string): ComponentType<ListPageProps> | undefined {
  const view = pageViews.get(kind);
  return view?.opens === 'list' ? view.Page : undefined;
}

/** The page of a kind that opens at the detail route, or undefined. */
export function detailPageOf(kind: string): ComponentType<DynamicFormProps> | undefined {
  const view = pageViews.get(kind);
  return view?.opens === 'detail' ? view.Page : undefined;
}
