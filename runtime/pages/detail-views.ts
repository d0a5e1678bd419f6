/**
 * The page kinds that open at the detail route. A list of its own (not only runtime/pages/index.ts)
 * so the detail page's bundle holds the form and not the list pages.
 */
import type { ComponentType } from 'react';
import { Registry } from '../../schemas/registry';
import type { DynamicFormProps } from '../blocks/form/DynamicForm';
import type { PageView } from './define';
import form from './form';

export const detailViews = new Registry<PageView>([form].map((v) => [v.kind, v] as const));

/** The page of a kind that opens at the detail route, or undefined. */
export function detailPageOf(kind: string): ComponentType<DynamicFormProps> | undefined {
  const view = detailViews.get(kind);
  return view?.opens === 'detail' ? view.Page : undefined;
}
