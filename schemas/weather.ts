import { Type, type Static } from '@sinclair/typebox';

/**
 * The header's weather (spec 000 §1 "optional weather", §2 screen 3, §3 "Weather", §7 "header
 * weather (code, result.lives, result.forecast.casts)"): GET /ks/common/weather answers the live
 * weather of the deployment's city and the next days, from an AMap-compatible provider the server
 * is configured with (WEATHER_HTTP_URL, WEATHER_HTTP_KEY). docs/shell.md "天气".
 */

/** The icons the popover draws; `dayweatherIcon` names one of them (spec 000 §3). */
export const WEATHER_ICONS = ['sunny', 'cloudy', 'overcast', 'rain', 'thunder', 'snow', 'sleet', 'fog', 'haze', 'dust', 'wind', 'unknown'] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

const Text = (description: string) => Type.String({ maxLength: 64, description });
const Icon = Type.Unsafe<WeatherIcon>({ type: 'string', enum: [...WEATHER_ICONS], description: 'the icon of the weather text' });

/** The weather now (AMap `lives[]`, plus the icon). */
export const WeatherLive = Type.Object({
  province: Text('省份'),
  city: Text('城市'),
  adcode: Text('区域编码'),
  weather: Text('天气现象，如 晴、多云'),
  temperature: Text('气温（摄氏度）'),
  winddirection: Text('风向'),
  windpower: Text('风力（级）'),
  humidity: Text('相对湿度（%）'),
  reporttime: Text('发布时间'),
  dayweatherIcon: Icon,
});
export type WeatherLive = Static<typeof WeatherLive>;

/** One day of the forecast (AMap `forecasts[].casts[]`, plus the icon of the day's weather). */
export const WeatherCast = Type.Object({
  date: Text('日期 YYYY-MM-DD'),
  week: Text('星期（1–7）'),
  dayweather: Text('白天天气'),
  nightweather: Text('夜间天气'),
  daytemp: Text('白天气温'),
  nighttemp: Text('夜间气温'),
  daywind: Text('白天风向'),
  nightwind: Text('夜间风向'),
  daypower: Text('白天风力'),
  nightpower: Text('夜间风力'),
  dayweatherIcon: Icon,
});
export type WeatherCast = Static<typeof WeatherCast>;

export const WeatherResult = Type.Object({
  lives: Type.Array(WeatherLive, { maxItems: 1 }),
  forecast: Type.Object({ city: Text('城市'), adcode: Text('区域编码'), reporttime: Text('发布时间'), casts: Type.Array(WeatherCast, { maxItems: 7 }) }),
});
export type WeatherResult = Static<typeof WeatherResult>;

/** The answer keeps the spec's `result` (spec 000 §7), beside code and message. */
export const WeatherAnswer = Type.Object({ code: Type.Integer(), message: Type.String(), result: WeatherResult });
export type WeatherAnswer = Static<typeof WeatherAnswer>;

export const WEATHER_MESSAGES = {
  notConfigured: '天气服务暂未开通',
  unavailable: '天气服务暂不可用，请稍后再试',
} as const;

// The weather words of the provider (China Meteorological Administration's phenomena, as AMap
// writes them), first match wins: 雷阵雨伴有冰雹 is thunder, 雨夹雪 sleet before rain and snow.
const ICON_WORDS: ReadonlyArray<readonly [WeatherIcon, readonly string[]]> = [
  ['thunder', ['雷']],
  ['sleet', ['雨夹雪', '雨雪', '冻雨']],
  ['snow', ['雪']],
  ['rain', ['雨']],
  ['dust', ['沙', '尘']],
  ['fog', ['雾']],
  ['haze', ['霾']],
  ['wind', ['风']],
  ['overcast', ['阴']],
  ['cloudy', ['云']],
  ['sunny', ['晴']],
];

/** The icon of a weather text; unknown for a word none of the groups names. */
export function weatherIconOf(text: string): WeatherIcon {
  return ICON_WORDS.find(([, words]) => words.some((w) => text.includes(w)))?.[0] ?? 'unknown';
}

// 星期 as the provider numbers it: in weekdays.ts, which the header imports without TypeBox.
export { WEEKDAYS } from './weekdays';
