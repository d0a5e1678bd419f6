import type { HelpNode, HelpSaveBody } from '../../schemas/help';
import { post } from './client';

/** 帮助's calls (docs/shell.md "帮助"), with the spec's spelling of `descritons`. */
export const helpApi = {
  help: (systemCoding: string, gnCoding: string) => post<HelpNode[]>('/ks/guide/node/descritons', { systemCoding, gnCoding }),
  faq: (systemCoding: string, gnCoding: string) => post<HelpNode[]>('/ks/guide/node/faq-list', { systemCoding, gnCoding }),
  save: (body: HelpSaveBody) => post<{ id: string }>('/ks/guide/node/save', body),
  remove: (id: string) => post<null>('/ks/guide/node/delete', { id }),
};
