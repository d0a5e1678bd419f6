import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { parseData } from '../db/repos/records';
import { registerSaveHooks, type SaveHooks } from '../records/hooks';
import { GUARANTEE_FORM_NODE } from '../../schemas/guarantees';
import { PROJECT_NODE } from './margin';

/**
 * 保函 as configuration (docs/guarantees.md): what the form cannot say — a saved letter's 申请单位
 * (sqdw) is the enterprise that owns it and its 项目名称 (xmmc) the chosen project's, never what the
 * client sent. The 项目 dropdown reuses the projects' option source (display code trade-bd-projects).
 */
export const GUARANTEE_SAVE_HOOKS: Partial<SaveHooks> = {
  async prepareData(tx: Kysely<Database>, input) {
    if (input.nodeId !== GUARANTEE_FORM_NODE) return { ...input.data };
    const enterprise = input.enterpriseId ? await tx.selectFrom('enterprises').select('name').where('id', '=', input.enterpriseId).executeTakeFirst() : undefined;
    const xmId = typeof input.data.xmId === 'string' ? input.data.xmId : '';
    const project = xmId ? await tx.selectFrom('records').select('data').where('node_id', '=', PROJECT_NODE).where('id', '=', xmId).executeTakeFirst() : undefined;
    return { ...input.data, sqdw: enterprise?.name ?? '', xmmc: project ? String(parseData(project.data).xmmc ?? '') : '' };
  },
};

export function registerGuaranteeHooks(): void {
  registerSaveHooks(GUARANTEE_SAVE_HOOKS);
}
