import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FieldOption } from '../../schemas';
import { parseData } from '../db/repos/records';
import { registerSaveHooks, type SaveHooks } from '../records/hooks';
import { registerOptionSource } from '../dictionary/pull-down';
import { BID_FILE_NODE } from '../../schemas/detection';

/**
 * 投标文件 as configuration (docs/bidding.md "投标文件"): the nodes trade-bd-file (form) and
 * trade-bd-files (list) are fixtures; this adds what configuration cannot say: the 项目 dropdown's
 * options are the projects (records of 项目登记), and a saved bid file's 投标单位 (tbdw) and 项目名称
 * (xmmc) are the server's, never what the client sent.
 */

type Db = Kysely<Database>;

/** The projects a bid file may be for: records of 项目登记 (trade-project-list). */
export const PROJECT_NODE = 'trade-project-list';
/** The display code of the 项目 dropdown (fixtures/nodes/trade-bd-file.form.json, xmId). */
export const PROJECT_OPTIONS = 'trade-bd-projects';
/** The newest projects the dropdown offers. */
const PROJECT_OPTIONS_CAP = 500;

async function projectOptions(db: Db): Promise<FieldOption[]> {
  const rows = await db.selectFrom('records').select(['id', 'data']).where('node_id', '=', PROJECT_NODE).orderBy('updated_at', 'desc').orderBy('id').limit(PROJECT_OPTIONS_CAP).execute();
  return rows.map((r) => {
    const data = parseData(r.data);
    const name = String(data.xmmc ?? r.id);
    return { label: data.xmbh ? `${name}（${String(data.xmbh)}）` : name, value: r.id };
  });
}

export const BID_FILE_SAVE_HOOKS: Partial<SaveHooks> = {
  async prepareData(tx, input) {
    if (input.nodeId !== BID_FILE_NODE) return { ...input.data };
    const enterprise = input.enterpriseId ? await tx.selectFrom('enterprises').select('name').where('id', '=', input.enterpriseId).executeTakeFirst() : undefined;
    const xmId = typeof input.data.xmId === 'string' ? input.data.xmId : '';
    const project = xmId ? await tx.selectFrom('records').select('data').where('node_id', '=', PROJECT_NODE).where('id', '=', xmId).executeTakeFirst() : undefined;
    return { ...input.data, tbdw: enterprise?.name ?? '', xmmc: project ? String(parseData(project.data).xmmc ?? '') : '' };
  },
};

export function registerBidFileHooks(): void {
  registerSaveHooks(BID_FILE_SAVE_HOOKS);
  registerOptionSource(PROJECT_OPTIONS, projectOptions);
}
