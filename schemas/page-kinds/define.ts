import type { ConfigSchemaName } from '../check-any-config';
import type { KindChecks } from '../config-problems';

/**
 * What every layer knows of one page kind. Each kind is a folder, schemas/page-kinds/<kind>/, whose
 * index.ts default-exports these traits (with its problems and, where it has one of its own, its
 * config schema beside them); schemas/page-kinds/index.ts lists the folders. Keep a kind's index
 * light: every page's bundle holds the traits of all kinds (no TypeBox builder, no validator).
 */
export interface PageKindTraits extends KindChecks {
  /** the Chinese name in the designer */
  label: string;
  /** what the kind is for, shown when a page is created */
  hint: string;
  /** the schema of its config (a name of the precompiled validators; the server checks with the same) */
  schema: ConfigSchemaName;
  /**
   * the route a node of this kind opens at: one record's detail page, the list page, or the
   * dashboard page (/credit/analysis?id=…: a page of its own, not one record's)
   */
  opens: 'detail' | 'list' | 'dashboard';
  /**
   * users submit records of their own on it: its menu opens the caller's newest record, with a list
   * of them one click away (我的申报, docs/forms.md "The caller's own records")
   */
  ownRecords?: boolean;
  /** words in a menu's nodeProperty that suggest this kind for a new page */
  suggestedBy: readonly string[];
  /** the first config of a new page */
  emptyConfig: (nodeId: string, title: string) => Record<string, unknown>;
}

export const definePageKind = <T extends PageKindTraits>(traits: T): T => traits;
