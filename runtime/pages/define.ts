import type { ComponentType } from 'react';
import type { PageKind } from '../../schemas/page-kinds';
import type { DynamicFormProps } from '../blocks/form/DynamicForm';
import type { ListPageProps } from './list/ListPage';

/**
 * What a page that opens at the dashboard route receives: its node and its config, already checked
 * against the kind's own schema by the shell (so `C` is the kind's config type).
 */
export interface DashboardPageProps<C = unknown> {
  node: { nodeId: string; title?: string };
  config: C;
  /** the designer's preview: the config is not saved yet */
  unsaved?: boolean;
}

type ViewOf<C> =
  | { kind: PageKind; opens: 'list'; Page: ComponentType<ListPageProps> }
  | { kind: PageKind; opens: 'detail'; Page: ComponentType<DynamicFormProps> }
  | { kind: PageKind; opens: 'dashboard'; Page: ComponentType<DashboardPageProps<C>> };

/**
 * How the runtime draws one page kind (its traits: schemas/page-kinds/). A kind opens at the list
 * route (its Page takes a list node), at the detail route (its Page is a form) or at the dashboard
 * route (a page of its own: charts, tabs); one folder per kind under runtime/pages.
 */
export type PageView = ViewOf<unknown>;

/** A dashboard kind's Page takes its own config type: the shell hands it the config its schema accepted. */
export const definePageView = <C = unknown>(view: ViewOf<C>): PageView => view as PageView;
