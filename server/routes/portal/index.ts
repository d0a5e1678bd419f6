import { PlatformInfo } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { getSetting } from '../../db/repos/settings';

const DEFAULT_PLATFORM = {
  platformName: '公共资源交易与信用评价平台',
  describe: '',
  filingsCoding: '',
};

/** Public portal calls. */
export default function portalRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ks/portal/v1/home/platform',
    { config: { access: 'public' }, schema: { tags: ['portal'], summary: '平台信息', response: responses(PlatformInfo) } },
    async () => {
      const stored = (await getSetting<Partial<PlatformInfo>>(ctx.db, 'platform')) ?? {};
      return ok({ ...DEFAULT_PLATFORM, ...stored, weather: ctx.weather !== null, draftDays: ctx.draftDays, version: ctx.version });
    },
  );
}
