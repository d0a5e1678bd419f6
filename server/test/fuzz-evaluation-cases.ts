import type { RouteCase } from './fuzz-kit';

/**
 * Base requests of 专家评审 (docs/bidding.md "专家评审") for server/test/fuzz-suite.ts. The fuzz suite
 * logs in the demo roles only, so the expert writes go as U (an enterprise, refused as no expert)
 * after the body check; reads as M reach the service with every naughty id.
 */
export function evaluationCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'evaluation';
  const xmId = 'trade-project-list-0004';
  const template = { ZS: [{ key: 'zz', name: '资质证书符合要求' }], JS: [{ key: 'fa', name: '施工方案', max: 60 }], SW: [{ key: 'jg', name: '投标报价得分', max: 40, kind: 'price' }] };
  return {
    'POST /ks/trade/review/projects': { family, who: 'M', base: () => ({}) },
    'POST /ks/trade/review/project': { family, who: 'M', base: () => ({ xmId }) },
    'POST /ks/trade/review/sheet': { family, who: 'M', base: () => ({ xmId, bidId: 'no-such-bid', part: 'JS', expertUserId: 'u-expert1' }) },
    'POST /ks/trade/review/sheet/save': { family, who: 'U', base: () => ({ xmId, bidId: 'no-such-bid', part: 'JS', scores: { fa: 10 } }) },
    'POST /ks/trade/review/batch-upload': { family, who: 'M', base: () => ({ xmId, files: [{ fileId: 'no-such-file' }] }) },
    'POST /ks/message/v1/publish/upload-notice': { family, who: 'M', base: () => ({ xmId }) },
    'POST /ks/trade/review/files': { family, who: 'M', base: () => ({ xmId }) },
    'POST /ks/trade/review/sheet/submit': { family, who: 'U', base: () => ({ xmId, bidId: 'no-such-bid', part: 'ZS', scores: { zz: 'pass' } }) },
    'POST /ks/trade/review/template/save': { family, who: 'M', base: () => ({ xmId: 'trade-project-list-0003', template }) },
    'POST /ks/trade/review/render-result': { family, who: 'M', base: () => ({ xmId: 'no-such-project' }) },
  };
}
