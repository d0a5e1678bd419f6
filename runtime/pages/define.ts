import type { ComponentType } from 'react';
import type { PageKind } from '../../schemas/page-kinds';
import type { DynamicFormProps } from '../blocks/form/DynamicForm';
import type { ListPageProps } from './list/ListPage';
import type { ChartPageProps } from './chart/ChartPage';

/**
 * How the runtime draws one page kind (its traits: schemas/page-kinds.ts). A kind opens at the
 * list route (its Page takes a list node), at the detail route (its Page is a form) or at the dashboard route (a chart page); one folder
 * per kind under runtime/pages, listed in runtime/pages/index.ts.
 */
export type PageView =
  | { kind: PageKind; opens: 'list'; Page: ComponentType<ListPageProps> }
  | { kind: PageKind; opens: 'detail'; Page: ComponentType<DynamicFormProps> }
  | { kind: PageKind; opens: 'dashboard'; Page: ComponentType<ChartPageProps> };

export const definePageView = (view: PageView): PageView => view;
