import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { check } from '../../schemas';
import { weatherIconOf, type WeatherCast, type WeatherLive, type WeatherResult } from '../../schemas/weather';

/**
 * The header's weather from an AMap-compatible provider (docs/shell.md "天气"): one GET of
 * `<url>?city=<adcode>&key=<key>&extensions=base` (the weather now, `lives`) and one with
 * `extensions=all` (the next days, `forecasts[0].casts`), kept for `cacheMinutes`. Configured by
 * the environment; without WEATHER_HTTP_URL and WEATHER_HTTP_KEY there is no weather.
 */
export interface WeatherConfig {
  url: string;
  key: string;
  /** the region code (adcode) of the city, e.g. 610100 西安市 */
  city: string;
  cacheMinutes: number;
  timeoutMs: number;
}

/** The provider's settings from the environment, or null when it is not configured. */
export function weatherConfigFromEnv(env: NodeJS.ProcessEnv): WeatherConfig | null {
  if (!env.WEATHER_HTTP_URL || !env.WEATHER_HTTP_KEY) return null;
  const minutes = Number(env.WEATHER_CACHE_MINUTES ?? 30);
  const timeout = Number(env.WEATHER_HTTP_TIMEOUT_MS ?? 5000);
  return {
    url: env.WEATHER_HTTP_URL,
    key: env.WEATHER_HTTP_KEY,
    city: env.WEATHER_CITY || '610100',
    // at least a minute (a provider limits calls per key and day), at most a day
    cacheMinutes: Number.isFinite(minutes) ? Math.min(1440, Math.max(1, minutes)) : 30,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
  };
}

/** What the server asks of the provider: the header's weather, cached. */
export interface WeatherSource {
  read(): Promise<WeatherResult>;
}

export type WeatherFetch = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

// What is read of an answer: text or numbers (some compatible providers send numbers), the rest ignored.
const Value = Type.Union([Type.String(), Type.Number()]);
const Loose = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: true });
const O = Type.Optional(Value);
const LiveAnswer = Loose({ province: O, city: O, adcode: O, weather: O, temperature: O, winddirection: O, windpower: O, humidity: O, reporttime: O });
const CastAnswer = Loose({ date: O, week: O, dayweather: O, nightweather: O, daytemp: O, nighttemp: O, daywind: O, nightwind: O, daypower: O, nightpower: O });
const BaseAnswer = Type.Object({ status: Value, lives: Type.Array(LiveAnswer, { minItems: 1 }) }, { additionalProperties: true });
const AllAnswer = Type.Object(
  { status: Value, forecasts: Type.Array(Type.Object({ city: O, adcode: O, reporttime: O, casts: Type.Array(CastAnswer) }, { additionalProperties: true }), { minItems: 1 }) },
  { additionalProperties: true },
);

const text = (v: string | number | undefined): string => (v === undefined ? '' : String(v).trim().slice(0, 64));

function toLive(a: Static<typeof LiveAnswer>): WeatherLive {
  const weather = text(a.weather);
  return {
    province: text(a.province), city: text(a.city), adcode: text(a.adcode), weather, temperature: text(a.temperature),
    winddirection: text(a.winddirection), windpower: text(a.windpower), humidity: text(a.humidity), reporttime: text(a.reporttime),
    dayweatherIcon: weatherIconOf(weather),
  };
}

function toCast(a: Static<typeof CastAnswer>): WeatherCast {
  const dayweather = text(a.dayweather);
  return {
    date: text(a.date), week: text(a.week), dayweather, nightweather: text(a.nightweather), daytemp: text(a.daytemp), nighttemp: text(a.nighttemp),
    daywind: text(a.daywind), nightwind: text(a.nightwind), daypower: text(a.daypower), nightpower: text(a.nightpower),
    dayweatherIcon: weatherIconOf(dayweather),
  };
}

/** AMap answers status "1" for success and "0" with `info` (INVALID_USER_KEY, DAILY_QUERY_OVER_LIMIT …) otherwise. */
const succeeded = (status: string | number) => String(status) === '1';

/**
 * The source over `config`'s provider. A fresh answer is kept `cacheMinutes`; callers meanwhile
 * share it, and callers arriving while it is fetched share that one fetch. When a refresh fails
 * the last answer is served for up to a day (an outdated weather beats none); with none, the read
 * fails and the route answers 天气服务暂不可用.
 */
export function weatherSource(config: WeatherConfig, fetchImpl: WeatherFetch = fetch, now: () => number = Date.now): WeatherSource {
  let cached: { result: WeatherResult; at: number } | null = null;
  let inFlight: Promise<WeatherResult> | null = null;
  const ask = async (extensions: 'base' | 'all'): Promise<unknown> => {
    const q = new URLSearchParams({ city: config.city, key: config.key, extensions, output: 'JSON' });
    const res = await fetchImpl(`${config.url}${config.url.includes('?') ? '&' : '?'}${q.toString()}`, { signal: AbortSignal.timeout(config.timeoutMs), headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`weather provider answered HTTP ${res.status}`);
    return res.json();
  };
  const refresh = async (): Promise<WeatherResult> => {
    const [base, all] = await Promise.all([ask('base'), ask('all')]);
    const live = check(BaseAnswer, base);
    const days = check(AllAnswer, all);
    if (!live.ok || !days.ok || !succeeded(live.value.status) || !succeeded(days.value.status)) throw new Error('weather provider gave no weather');
    const forecast = days.value.forecasts[0]!;
    const result: WeatherResult = {
      lives: [toLive(live.value.lives[0]!)],
      forecast: { city: text(forecast.city), adcode: text(forecast.adcode), reporttime: text(forecast.reporttime), casts: forecast.casts.slice(0, 7).map(toCast) },
    };
    cached = { result, at: now() };
    return result;
  };
  return {
    async read() {
      if (cached && now() - cached.at < config.cacheMinutes * 60_000) return cached.result;
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      try {
        return await inFlight;
      } catch (err) {
        if (cached && now() - cached.at < 24 * 60 * 60_000) return cached.result;
        throw err;
      }
    },
  };
}

/** The source a deployment uses: its configured provider, or none. */
export function weatherFromEnv(env: NodeJS.ProcessEnv): WeatherSource | null {
  const config = weatherConfigFromEnv(env);
  return config ? weatherSource(config) : null;
}
