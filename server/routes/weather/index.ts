import { Type } from '@sinclair/typebox';
import { WEATHER_MESSAGES, WeatherAnswer } from '../../../schemas/weather';
import { ResponseCode } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { responses } from '../../http/envelope';
import { ApiError, notFound } from '../../errors';

/**
 * GET /ks/common/weather: the header's weather (docs/shell.md "天气"), answered in the spec's
 * shape `{code, message, result: {lives, forecast: {casts}}}`. Without a configured provider it
 * answers 404 天气服务暂未开通, as the other outside services not yet opened do
 * (docs/accounts.md "暂未开通的外部服务"); a provider that fails with nothing cached, 天气服务暂不可用.
 * A read of an outside service: nothing is stored, no operation-log line.
 */
export default function weatherRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ks/common/weather',
    {
      config: { access: 'user' },
      schema: { tags: ['shell'], summary: '天气（实况与预报，来自配置的天气服务；未配置时 404 暂未开通）', response: { ...responses(Type.Null()), 200: WeatherAnswer } },
    },
    async (request) => {
      if (!ctx.weather) throw notFound(WEATHER_MESSAGES.notConfigured);
      try {
        return { code: ResponseCode.OK, message: '成功', result: await ctx.weather.read() };
      } catch (err) {
        request.log.warn({ err }, 'weather provider');
        throw new ApiError('broken', WEATHER_MESSAGES.unavailable);
      }
    },
  );
}
