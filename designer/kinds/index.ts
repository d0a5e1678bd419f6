/**
 * The page kinds the designer edits, one folder each (the kinds themselves: schemas/page-kinds/).
 * Every designer/kinds/<kind>/index.tsx is found by its folder, so a new kind needs no line here;
 * src/structure/registries.test.ts fails while a folder has no kind or a kind no folder.
 */
import { Registry } from '../../schemas/registry';
import type { DesignerKind } from './define';

const folders = import.meta.glob<DesignerKind>('./*/index.tsx', { eager: true, import: 'default' });

export const designerKinds = new Registry<DesignerKind>(Object.values(folders).map((k) => [k.kind, k] as const));

/** The designer's part of `kind`; a kind without one is a programming error (a test checks them all). */
export function designerKind(kind: string): DesignerKind {
  const found = designerKinds.get(kind);
  if (!found) throw new Error(`the designer has no page kind "${kind}"`);
  return found;
}
