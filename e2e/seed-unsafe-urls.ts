/**
 * Old rows for the stored-XSS browser test (e2e/stored-xss.spec.ts), written straight into the
 * e2e server's temporary database before the server starts (e2e/serve.ts, option
 * E2E_SEED_UNSAFE_URLS). They hold addresses the save path now refuses, as rows stored before the
 * URL policy would: the page must show them as plain text, never as an href, a src or an iframe.
 *
 * - a menu and list node `e2e-unsafe-urls` (链接安全检查) in 信用评价管理系统 with a link, a preview
 *   and two download columns, and four records of enterprise ent-002 whose every URL cell is one
 *   of DANGEROUS_URLS;
 * - two 项目登记 (trade-project-list) cards of ent-002 whose attachments point at them.
 */
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { loadFixturesOnce } from '../server/fixtures';
import { saveNodeConfig } from '../server/db/repos/nodes';
import { DANGEROUS_URLS, PROBE_COLUMNS, PROBE_MENU_TITLE, PROBE_NODE_ID, seededCardName, seededProbeName } from './unsafe-urls';

const OWNER = { enterpriseId: 'ent-002', userId: 'u-enterprise2' };

/** The probe list: every URL-bearing column type the runtime has. */
const PROBE_CONFIG = {
  kind: 'list',
  title: PROBE_MENU_TITLE,
  columns: [
    { code: 'mc', name: PROBE_COLUMNS.mc, width: 200 },
    { code: 'wz', name: PROBE_COLUMNS.wz, type: 'link', width: 220 },
    { code: 'yl', name: PROBE_COLUMNS.yl, type: 'preview', width: 160 },
    { code: 'xz', name: PROBE_COLUMNS.xz, type: 'download', width: 160 },
    { code: 'fileList', name: PROBE_COLUMNS.fileList, type: 'download', width: 240 },
    { code: 'status', name: '状态', type: 'status', isStatus: true, width: 100 },
    { code: 'operations', name: '操作', type: 'operations', width: 200 },
  ],
  search: { displayCode: PROBE_NODE_ID, displayList: [{ name: PROBE_COLUMNS.mc, code: 'mc', type: 'text' }] },
  // A save is checked against a form (docs/records.md "A node's data is always checked"): the
  // probe's records are described by their name; the address columns keep the list's URL policy.
  recordForm: { groups: [{ key: 'probe', title: PROBE_MENU_TITLE, items: [{ bianma: 'mc', name: PROBE_COLUMNS.mc, type: 'text', col: 24 }] }] },
};

export async function seedUnsafeStoredUrls(dataDir: string): Promise<void> {
  const database = connect({ dataDir });
  try {
    await migrateToLatest(database.db, database.dialect);
    await loadFixturesOnce(database.db);
    await database.db.transaction().execute(async (tx) => {
      const top = await tx.selectFrom('menus').select('sort').where('system_coding', '=', 'credit_eval').where('parent_id', 'is', null).execute();
      await tx
        .insertInto('menus')
        .values({
          id: PROBE_NODE_ID,
          system_coding: 'credit_eval',
          parent_id: null,
          sort: Math.max(0, ...top.map((m) => m.sort)) + 1,
          title: PROBE_MENU_TITLE,
          icon: '',
          it_shows: '是',
          node_properties: '列表',
          style: '',
          node_set_flag: 0,
          disabled: 0,
          roles: JSON.stringify(['M', 'D', 'U']),
        })
        .execute();
      await saveNodeConfig(tx, {
        nodeId: PROBE_NODE_ID,
        systemCoding: 'credit_eval',
        kind: 'list',
        title: PROBE_MENU_TITLE,
        config: PROBE_CONFIG,
        expectedVersion: 0,
        actor: { id: null, userName: 'system', role: '' },
      });

      const now = Date.now();
      const row = (id: string, nodeId: string, systemCoding: string, n: number, data: Record<string, unknown>) => {
        const at = new Date(now - n * 1000).toISOString();
        return {
          id,
          node_id: nodeId,
          system_coding: systemCoding,
          enterprise_id: OWNER.enterpriseId,
          owner_user_id: OWNER.userId,
          status: 'draft',
          version: 1,
          created_at: at,
          updated_at: at,
          submitted_by: null,
          assignee_id: null,
          audit_reason: null,
          spread_at: null,
          sent_at: null,
          data: JSON.stringify(data),
        };
      };
      // Four probe rows, three addresses each, in every URL cell (one attachment named as an image).
      for (let k = 0; k * 3 < DANGEROUS_URLS.length; k++) {
        const [a, b, c] = DANGEROUS_URLS.slice(k * 3, k * 3 + 3);
        const data = {
          mc: seededProbeName(k),
          wz: a,
          yl: b,
          xz: c,
          fileList: [
            { annexName: `旧附件${k + 1}-1.pdf`, url: a },
            { annexName: `旧附件${k + 1}-2.pdf`, url: b },
            { annexName: `旧照片${k + 1}.jpg`, url: c },
          ],
        };
        await tx.insertInto('records').values(row(`${PROBE_NODE_ID}-old-${k + 1}`, PROBE_NODE_ID, 'credit_eval', k, data)).execute();
      }
      // Two cards, six attachments each (every other one named as an image).
      for (let k = 0; k < 2; k++) {
        const urls = DANGEROUS_URLS.slice(k * 6, k * 6 + 6);
        const data = {
          xmmc: seededCardName(k),
          xmbh: `OLD-${k + 1}`,
          zbdw: '旧数据单位',
          fbrq: '2025-01-01',
          fileList: urls.map((url, i) => ({ annexName: i % 2 ? `旧照片${k + 1}-${i + 1}.jpg` : `旧附件${k + 1}-${i + 1}.pdf`, url })),
        };
        await tx.insertInto('records').values(row(`trade-project-list-old-${k + 1}`, 'trade-project-list', 'trade_service', k, data)).execute();
      }
    });
  } finally {
    await database.close();
  }
}
