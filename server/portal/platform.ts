import type { Kysely } from 'kysely';
import type { PlatformInfo } from '../../schemas';
import type { Database } from '../db/types';
import { getSetting } from '../db/repos/settings';

/** What a platform without its own setting is called and shows. */
export const DEFAULT_PLATFORM = {
  platformName: '公共资源交易与信用评价平台',
  describe: '',
  filingsCoding: '',
};

/** The platform setting administrators edit, over the defaults: what /home/platform answers and the public header shows. */
export async function readPlatform(db: Kysely<Database>): Promise<typeof DEFAULT_PLATFORM & Partial<PlatformInfo>> {
  return { ...DEFAULT_PLATFORM, ...((await getSetting<Partial<PlatformInfo>>(db, 'platform')) ?? {}) };
}
