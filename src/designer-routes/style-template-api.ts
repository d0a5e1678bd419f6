import type { StyleTemplateApi } from '../../designer/style-templates/api';
import type { StyleTemplate } from '../../schemas/style-template';
import { get, post } from '../api/client';

/** The style template calls over the shell's API client (docs/style-templates.md). */
export function createStyleTemplateApi(): StyleTemplateApi {
  const base = '/ks/config/structure/style-template';
  // the designer's components show the Chinese message themselves
  const quiet = { quiet: true };
  return {
    list: () => get<StyleTemplate[]>(`${base}/list`, quiet),
    save: (body) => post<{ id: number }>(`${base}/save`, body, quiet),
    remove: async (id) => {
      await post<null>(`${base}/delete`, { id }, quiet);
    },
  };
}
