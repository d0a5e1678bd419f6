import type { RouteCase } from './fuzz-kit';

/**
 * Base requests of 文件检测 (docs/bidding.md "文件检测") for server/test/fuzz-suite.ts: the demo's
 * bid file of 华建 (trade-bd-file-0001, detected in the demo data). A start queues a job (the fuzz
 * server runs no poller, so later starts meet the open job and answer isSuccess false).
 */
export function detectionCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'detection';
  const bid = () => ({ xmId: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' });
  const result = () => ({ id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file', systemCoding: 'trade_service' });
  return {
    'POST /ks/file/detection': { family, who: 'U', base: bid },
    'POST /ks/file/detection/status': { family, who: 'U', base: bid },
    'POST /ks/file/detection/result': { family, who: 'U', base: result },
    'POST /ks/file/detection/score': { family, who: 'M', base: result },
    'POST /ks/file/detection/directories': { family, who: 'D', base: result },
    'POST /ks/file/detection/achievement': { family, who: 'U', base: result },
    'POST /ks/file/detection/parse-data': { family, who: 'U', base: result },
    'POST /ks/file/detection/publicity': { family, who: 'anon', base: result },
    // 招标文件's downloads and the XML analysis (docs/bidding.md)
    'POST /ks/trade/file/records': { family, who: 'U', base: () => ({ id: 'trade-bid-file-0002', curPage: 1, pageSize: 10 }) },
    'POST /ks/trade/file/download-status': { family, who: 'U', base: () => ({ id: 'trade-bid-file-0002' }) },
    'POST /ks/analyse/xml_analysis': { family, who: 'U', base: () => ({ fileId: 'demo-bd-zjwj-1' }) },
    // 投标文件's catalogue rows (fixtures/calls/trade_service.json)
    'POST /ks/xmrc/v1/bd-files': { family: 'catalogue: trade', who: 'U', base: () => ({ xmId: 'trade-project-list-0004', curPage: 1, pageSize: 10 }) },
    'POST /ks/xmrc/v1/bd/attachments': { family: 'catalogue: trade', who: 'U', base: () => ({ id: 'trade-bd-file-0001' }) },
    'POST /ks/trade/file/files': { family: 'catalogue: trade', who: 'U', base: () => ({ xmbh: 'XM-2026-001', wjlx: '招标文件', curPage: 1, pageSize: 10 }) },
    'POST /ks/trade/file/save': { family: 'catalogue: trade', who: 'U', base: () => ({ data: { wjmc: '招标文件', wjlx: '招标文件', xmmc: '项目', xmbh: 'XM-2026-001', fbrq: '2026-05-10', bz: '' } }) },
    'POST /ks/trade/file/delete': { family: 'catalogue: trade', who: 'U', base: () => ({ id: 'no-such-trade-file', version: 1 }) },
    // 投标保证金 of the demo project (docs/guarantees.md): reads only
    'POST /ks/monitor/margin': [
      { family: 'guarantees', who: 'M', base: () => ({ xmId: 'trade-project-list-0004' }) },
      { family: 'guarantees', who: 'U', base: () => ({ xmId: 'trade-project-list-0004' }) },
    ],
    'POST /ks/xmrc/v1/bd/save': { family: 'catalogue: trade', who: 'U', base: () => ({ data: { xmId: 'trade-project-list-0004', tbbj: 1000, xmmc: '项目', tbdw: '单位' } }) },
  };
}
