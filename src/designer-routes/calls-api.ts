import type { SaveCatalogueBody, SystemCatalogue, TryCallAnswer, TryCallBody } from '../../schemas/catalogue';
import type { CallsApi, SaveCallsOutcome } from '../../designer/calls/api';
import { ApiError, get, post } from '../api/client';
import { createDictionaryApi } from './dictionary-api';
import { createDesignerApi } from './structure-api';

/** The 接口 panel's calls (schemas/catalogue.ts is their contract). */
export const CATALOGUE = {
  calls: '/ks/config/structure/calls',
  save: '/ks/config/structure/calls/save',
  tryCall: '/ks/config/structure/calls/try',
} as const;

/** What the shell has acted on already (the login page, the company-info prompt) goes on up. */
const handledByShell = (e: unknown) => e instanceof ApiError && ['sessionEnd', 'notLoggedIn', 'companyInfo'].includes(e.outcome.kind);

/** A save: the new version, or the server's reason kept for the panel (nothing typed is dropped). */
export async function saveCatalogue(body: SaveCatalogueBody): Promise<SaveCallsOutcome> {
  try {
    return { kind: 'saved', version: (await post<{ version: number }>(CATALOGUE.save, body, { quiet: true })).version };
  } catch (e) {
    if (handledByShell(e) || !(e instanceof ApiError)) throw e;
    return { kind: 'refused', message: e.message || '保存失败', stale: e.httpStatus === 409 };
  }
}

export function createCallsApi(): CallsApi {
  const designer = createDesignerApi();
  const dictionaries = createDictionaryApi();
  return {
    // quiet: the panel shows a failure in place, with 重试
    load: (systemCoding) => get<SystemCatalogue>(CATALOGUE.calls, { params: { systemCoding }, quiet: true }),
    save: saveCatalogue,
    tryCall: (body: TryCallBody) => post<TryCallAnswer>(CATALOGUE.tryCall, body, { quiet: true }),
    listNodes: designer.listNodes,
    loadNode: designer.loadNode,
    dictionaries: () => dictionaries.list(),
  };
}
