import { createContext, useContext } from 'react';
import type { CardStyle } from '../../schemas/list';
import type { StyleTemplate } from '../../schemas/style-template';

/**
 * The style template calls (docs/style-templates.md), under /ks/config/structure/style-template.
 * The designer never imports the shell's API client: src/designer-routes/style-template-api.ts
 * implements this over it, tests use a fake. Every call rejects with an Error whose message is Chinese.
 */
export interface StyleTemplateApi {
  list(): Promise<StyleTemplate[]>;
  /** Without `id` a new template (style required); with `id` a rename and/or restyle. */
  save(body: { id?: number; name: string; style?: CardStyle }): Promise<{ id: number }>;
  remove(id: number): Promise<void>;
}

/** Hosts that can reach the server provide it; without one the card panel shows no template buttons. */
export const StyleTemplateApiContext = createContext<StyleTemplateApi | null>(null);
export const useStyleTemplateApi = (): StyleTemplateApi | null => useContext(StyleTemplateApiContext);
