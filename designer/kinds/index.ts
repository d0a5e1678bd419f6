/** The page kinds the designer edits, one folder each (the kinds themselves: schemas/page-kinds.ts). */
import { Registry } from '../../schemas/registry';
import type { DesignerKind } from './define';
import form from './form';
import list from './list';
import card from './card';
import chart from './chart';

export const designerKinds = new Registry<DesignerKind>([form, list, card, chart].map((k) => [k.kind, k] as const));

/** The designer's part of `kind`; a kind without one is a programming error (a test checks them all). */
export function designerKind(kind: string): DesignerKind {
  const found = designerKinds.get(kind);
  if (!found) throw new Error(`the designer has no page kind "${kind}"`);
  return found;
}
