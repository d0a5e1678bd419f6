import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeatherAnswer } from '../../schemas/weather';
import type { PlatformInfo } from '../../schemas/auth';
import { call, startTestServer, type TestServer } from '../test/harness';
import { weatherConfigFromEnv, weatherSource, type WeatherConfig, type WeatherFetch } from './provider';

// 天气 (docs/shell.md "天气"): GET /ks/common/weather over an AMap-compatible provider, here a fake
// fetch answering as AMap does; unconfigured, 404 天气服务暂未开通 and no weather in the header.

const CONFIG: WeatherConfig = { url: 'https://weather.example/v3/weather/weatherInfo', key: 'k3y', city: '610100', cacheMinutes: 30, timeoutMs: 1000 };

const LIVE = { status: '1', count: '1', info: 'OK', infocode: '10000', lives: [{ province: '陕西', city: '西安市', adcode: '610100', weather: '多云', temperature: '12', winddirection: '东北', windpower: '≤3', humidity: '45', reporttime: '2026-11-27 12:00:00', temperature_float: '12.0' }] };
const cast = (date: string, week: string, dayweather: string, daytemp: string | number, nighttemp: string) => ({ date, week, dayweather, nightweather: '晴', daytemp, nighttemp, daywind: '东北', nightwind: '东北', daypower: '1-3', nightpower: '1-3' });
const DAYS = {
  status: '1', count: '1', info: 'OK', infocode: '10000',
  forecasts: [{ city: '西安市', adcode: '610100', province: '陕西', reporttime: '2026-11-27 11:00:00', casts: [cast('2026-11-27', '5', '多云', '14', '3'), cast('2026-11-28', '6', '小雨', '10', '2'), cast('2026-11-29', '7', '晴', 12, '1'), cast('2026-11-30', '1', '雨夹雪', '4', '-2')] }],
};

/** A provider answering `live` and `days` by the `extensions` asked for; records every URL. */
function fakeProvider(answers: { live?: unknown; days?: unknown; status?: number } = {}) {
  const urls: string[] = [];
  let fail = false;
  const fetchImpl: WeatherFetch = async (url) => {
    urls.push(url);
    if (fail) throw new Error('connect ECONNREFUSED');
    const all = new URL(url).searchParams.get('extensions') === 'all';
    return { ok: (answers.status ?? 200) < 300, status: answers.status ?? 200, json: async () => (all ? (answers.days ?? DAYS) : (answers.live ?? LIVE)) };
  };
  return { urls, fetchImpl, breakIt: () => void (fail = true) };
}

describe('天气: GET /ks/common/weather', () => {
  let plain: TestServer;
  let configured: TestServer;
  let clock = Date.parse('2026-11-27T04:00:00Z');
  const provider = fakeProvider();
  let u = '';
  let m = '';
  beforeAll(async () => {
    [plain, configured] = await Promise.all([startTestServer(), startTestServer({ weather: weatherSource(CONFIG, provider.fetchImpl, () => clock) })]);
    [u, m] = await Promise.all([configured.login('U'), configured.login('M')]);
  });
  afterAll(async () => Promise.all([plain.close(), configured.close()]));

  it('without a provider: 404 天气服务暂未开通, and the platform info says there is no weather', async () => {
    const token = await plain.login('U');
    const res = await call(plain.app, { method: 'GET', url: '/ks/common/weather', token });
    expect([res.status, res.body.code, res.body.message]).toEqual([404, 404, '天气服务暂未开通']);
    expect((await call(plain.app, { method: 'GET', url: '/ks/common/weather' })).status).toBe(401);
    expect((await call<PlatformInfo>(plain.app, { method: 'GET', url: '/ks/portal/v1/home/platform' })).body.data.weather).toBe(false);
  });

  it("with one: the spec's shape (code, result.lives, result.forecast.casts) from the provider's two answers", async () => {
    expect((await call<PlatformInfo>(configured.app, { method: 'GET', url: '/ks/portal/v1/home/platform' })).body.data.weather).toBe(true);
    const res = await configured.app.inject({ method: 'GET', url: '/ks/common/weather', headers: { authorization: `Bearer ${u}` } });
    const body = res.json() as WeatherAnswer;
    expect([res.statusCode, body.code]).toEqual([200, 200]);
    expect(body.result.lives).toEqual([
      { province: '陕西', city: '西安市', adcode: '610100', weather: '多云', temperature: '12', winddirection: '东北', windpower: '≤3', humidity: '45', reporttime: '2026-11-27 12:00:00', dayweatherIcon: 'cloudy' },
    ]);
    expect(body.result.forecast).toMatchObject({ city: '西安市', adcode: '610100', reporttime: '2026-11-27 11:00:00' });
    expect(body.result.forecast.casts.map((c) => [c.date, c.week, c.dayweather, c.daytemp, c.nighttemp, c.dayweatherIcon])).toEqual([
      ['2026-11-27', '5', '多云', '14', '3', 'cloudy'],
      ['2026-11-28', '6', '小雨', '10', '2', 'rain'],
      // a number from a compatible provider is text like the rest
      ['2026-11-29', '7', '晴', '12', '1', 'sunny'],
      ['2026-11-30', '1', '雨夹雪', '4', '-2', 'sleet'],
    ]);
    // the provider was asked for the city with the key, once for the weather now and once for the days
    expect(provider.urls.map((url) => Object.fromEntries(new URL(url).searchParams))).toEqual([
      { city: '610100', key: 'k3y', extensions: 'base', output: 'JSON' },
      { city: '610100', key: 'k3y', extensions: 'all', output: 'JSON' },
    ]);
  });

  it('is kept for the configured minutes: callers meanwhile cost the provider nothing', async () => {
    const before = provider.urls.length;
    await Promise.all([u, m, u].map((token) => call(configured.app, { method: 'GET', url: '/ks/common/weather', token })));
    clock += 29 * 60_000;
    await call(configured.app, { method: 'GET', url: '/ks/common/weather', token: m });
    expect(provider.urls.length).toBe(before);
    clock += 2 * 60_000;
    await call(configured.app, { method: 'GET', url: '/ks/common/weather', token: m });
    expect(provider.urls.length).toBe(before + 2);
  });

  it('a provider that fails: the last weather for up to a day, then 天气服务暂不可用', async () => {
    provider.breakIt();
    clock += 31 * 60_000;
    const stale = await configured.app.inject({ method: 'GET', url: '/ks/common/weather', headers: { authorization: `Bearer ${u}` } });
    expect((stale.json() as WeatherAnswer).result.lives[0]!.city).toBe('西安市');
    clock += 25 * 60 * 60_000;
    const gone = await call(configured.app, { method: 'GET', url: '/ks/common/weather', token: u });
    expect([gone.status, gone.body.message]).toEqual([500, '天气服务暂不可用，请稍后再试']);
  });
});

describe('the weather source', () => {
  it('refuses what is no weather: a refused key, no days, an HTTP failure; callers arriving together share one fetch', async () => {
    const refused = fakeProvider({ live: { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' } });
    await expect(weatherSource(CONFIG, refused.fetchImpl).read()).rejects.toThrow('no weather');
    const noDays = fakeProvider({ days: { status: '1', forecasts: [] } });
    await expect(weatherSource(CONFIG, noDays.fetchImpl).read()).rejects.toThrow('no weather');
    const down = fakeProvider({ status: 502 });
    await expect(weatherSource(CONFIG, down.fetchImpl).read()).rejects.toThrow('HTTP 502');
    const shared = fakeProvider();
    const source = weatherSource(CONFIG, shared.fetchImpl);
    await Promise.all([source.read(), source.read(), source.read()]);
    expect(shared.urls).toHaveLength(2);
  });

  it('is configured by the environment: URL and key, the city (西安 by default), minutes within 1 … 1440', () => {
    expect(weatherConfigFromEnv({})).toBeNull();
    expect(weatherConfigFromEnv({ WEATHER_HTTP_URL: 'https://w.example/x' })).toBeNull();
    expect(weatherConfigFromEnv({ WEATHER_HTTP_URL: 'https://w.example/x', WEATHER_HTTP_KEY: 'k' })).toEqual({ url: 'https://w.example/x', key: 'k', city: '610100', cacheMinutes: 30, timeoutMs: 5000 });
    expect(weatherConfigFromEnv({ WEATHER_HTTP_URL: 'u', WEATHER_HTTP_KEY: 'k', WEATHER_CITY: '330100', WEATHER_CACHE_MINUTES: '0', WEATHER_HTTP_TIMEOUT_MS: 'x' })).toMatchObject({ city: '330100', cacheMinutes: 1, timeoutMs: 5000 });
    expect(weatherConfigFromEnv({ WEATHER_HTTP_URL: 'u', WEATHER_HTTP_KEY: 'k', WEATHER_CACHE_MINUTES: '99999' })?.cacheMinutes).toBe(1440);
  });
});
