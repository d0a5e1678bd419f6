import type { RouteCase } from './fuzz-kit';

/**
 * Base requests of 材料价格 and 价格发布 (docs/prices-and-tasks.md) for server/test/fuzz-suite.ts:
 * reads of the demo's published periods (2026-10, 2026-11); the release moves name a period that
 * does not exist, and the imports carry the fuzz kit's PNG (refused as not an .xlsx after the
 * fields are checked), so nothing is stored or published.
 */
export function priceCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'prices';
  const filters = () => ({ period: '2026-11', city: '南京市', county: '玄武区', classification: '混凝土、砂浆', group: '商品混凝土', keyword: '混凝土' });
  const upload = { family, who: 'M' as const, part: 'multipart' as const, base: () => ({ fields: { period: '2031-01' }, fileField: 'file', fileName: '材料价格.xlsx' }), skip: ['fileField'] };
  return {
    'POST /ks/material/price/city-list': { family, who: 'anon', base: () => ({ period: '2026-11' }) },
    'POST /ks/material/history/city-list': { family, who: 'anon', base: () => ({}) },
    'POST /ks/material/price/material/title-list': { family, who: 'anon', base: filters },
    'POST /ks/material/history/material/title-list': { family, who: 'anon', base: () => ({ city: '南京市', keyword: '钢筋' }) },
    'POST /ks/material/price/material/info-list': { family, who: 'anon', base: () => ({ ...filters(), curPage: 1, pageSize: 10 }) },
    'POST /ks/material/history/material/info-list': { family, who: 'anon', base: () => ({ name: '热轧带肋钢筋', spec: 'HRB400 Φ12', unit: 't', city: '南京市', county: '玄武区' }) },
    'POST /ks/material/history/material/classification': { family, who: 'anon', base: () => ({}) },
    'POST /ks/material/price/material/material-group': { family, who: 'anon', base: () => ({ period: '2026-11', city: '南京市', county: '玄武区', classification: '混凝土、砂浆' }) },
    'POST /ks/material/price/material/counties': { family, who: 'anon', base: () => ({ period: '2026-11', city: '南京市' }) },
    'POST /ks/material/release/list': { family, who: 'M', base: () => ({}) },
    'POST /ks/material/release/preview': upload,
    'POST /ks/material/release/import': upload,
    'POST /ks/material/release/publish': { family, who: 'M', base: () => ({ period: '2031-01' }) },
    'POST /ks/material/release/withdraw': { family, who: 'M', base: () => ({ period: '2031-01', reason: '价格有误' }) },
    'POST /ks/material/release/delete': { family, who: 'M', base: () => ({ period: '2031-01' }) },
  };
}
