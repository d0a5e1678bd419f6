import type { LevelYear, LevelYearDetail, SaveLevelRulesBody } from '../../../schemas/credit-levels';
import { post } from '../../api/client';

/** The 等级设置 calls the page makes (docs/credit.md "等级设置"); a fake in the page's tests. */
export interface LevelRulesApi {
  years(systemCoding: string): Promise<LevelYear[]>;
  detail(systemCoding: string, year: string): Promise<LevelYearDetail>;
  save(body: SaveLevelRulesBody): Promise<LevelYearDetail>;
}

/** The calls over the shell's API client; the page shows the Chinese refusals itself. */
export function createLevelRulesApi(): LevelRulesApi {
  const base = '/ks/credit/level-rules';
  const quiet = { quiet: true };
  return {
    years: (systemCoding) => post<LevelYear[]>(`${base}/years`, { systemCoding }, quiet),
    detail: (systemCoding, year) => post<LevelYearDetail>(`${base}/detail`, { systemCoding, year }, quiet),
    save: (body) => post<LevelYearDetail>(`${base}/save`, body, quiet),
  };
}
