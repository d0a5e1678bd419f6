/**
 * 星期 as the weather provider numbers it (1 Monday … 7 Sunday); schemas/weather.ts re-exports it.
 * A module of its own: the header's weather button (src/layout/WeatherButton.tsx, in every
 * back-office page) needs only this, and importing it from weather.ts brought TypeBox into the
 * page (docs/performance/bundle.md).
 */
export const WEEKDAYS: Readonly<Record<string, string>> = { '1': '周一', '2': '周二', '3': '周三', '4': '周四', '5': '周五', '6': '周六', '7': '周日' };
