import type { ComponentType } from 'react';
import type { TSchema } from '@sinclair/typebox';
import type { PageKind } from '../../schemas/page-kinds';
import type { ConfigProblem } from '../../runtime/core/check-config';
import type { FieldRegistry } from '../../runtime/core/registry';
import type { ColumnRegistry } from '../../runtime/columns/define';
import type { RuntimeServices } from '../../runtime/services';
import type { NodeConfig } from '../store/types';

/** What a kind's palette and canvas receive. */
export interface KindViewProps {
  registry: FieldRegistry;
  columnTypes: ColumnRegistry;
  /** the document's problems placed on items (itemProblems), for the canvas's marks */
  problems: ConfigProblem[];
  /** a palette tile is being dragged (the canvas shows its drop places) */
  paletteDragging: boolean;
}

/** What a kind's preview receives: the page at `width`, in `mode` if the kind has modes. */
export interface KindPreviewProps {
  config: NodeConfig;
  nodeId: string;
  services: RuntimeServices;
  registry: FieldRegistry;
  width: number;
  mode: 'edit' | 'read';
}

/**
 * How the designer edits one page kind (the kind's traits are schemas/page-kinds.ts). One folder
 * per kind under designer/kinds, listed in designer/kinds/index.ts.
 */
export interface DesignerKind {
  kind: PageKind;
  /** the TypeBox schema of its config: the source view's editor completes and checks with it */
  configSchema: TSchema;
  Palette: ComponentType<KindViewProps>;
  Canvas: ComponentType<KindViewProps>;
  Preview: ComponentType<KindPreviewProps>;
  /** the preview offers 填写 / 只读 */
  previewModes: boolean;
  /** problems placed on the canvas's items and the property inputs (else the banner's lines only) */
  itemProblems?: (config: NodeConfig, registry: FieldRegistry) => ConfigProblem[];
}

export const defineDesignerKind = (kind: DesignerKind): DesignerKind => kind;
