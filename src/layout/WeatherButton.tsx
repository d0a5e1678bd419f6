import { Button, Popover } from 'antd';
import { useEffect, useState } from 'react';
import type { WeatherCast, WeatherIcon, WeatherResult } from '../../schemas/weather';
import { WEEKDAYS } from '../../schemas/weekdays';
import { fetchWeather } from '../api/weather';
import { localTime } from '../../runtime/core/local-time';

/** The icon of a weather (spec 000 §3 dayweatherIcon), drawn as the emoji of the phenomenon. */
const EMOJI: Record<WeatherIcon, string> = {
  sunny: '☀️', cloudy: '⛅', overcast: '☁️', rain: '🌧️', thunder: '⛈️', snow: '❄️', sleet: '🌨️', fog: '🌫️', haze: '🌫️', dust: '🌪️', wind: '🌬️', unknown: '🌡️',
};

const Icon = ({ icon }: { icon: WeatherIcon }) => (
  <span className="ks-weather-icon" aria-hidden>
    {EMOJI[icon]}
  </span>
);

const degrees = (t: string) => (t ? `${t}℃` : '—');
/** 风力 as the provider writes it (≤3, 4, 1-3) with its unit. */
const power = (p: string) => (p ? `${p} 级` : '');

function dayName(cast: WeatherCast, index: number): string {
  if (index === 0) return '今天';
  if (index === 1) return '明天';
  return WEEKDAYS[cast.week] ?? cast.date.slice(5);
}

/** The popover (spec 000 §2 screen 3): city, weather, temperature, wind direction and power, humidity, the next days. */
export function WeatherDetails({ weather }: { weather: WeatherResult }) {
  const live = weather.lives[0];
  return (
    <div className="ks-weather" role="region" aria-label="天气">
      {live && (
        <div className="ks-weather-now">
          <div className="ks-weather-city">{live.city || weather.forecast.city}</div>
          <div className="ks-weather-main">
            <Icon icon={live.dayweatherIcon} />
            <span className="ks-weather-temp">{degrees(live.temperature)}</span>
            <span>{live.weather}</span>
          </div>
          <dl className="ks-weather-facts">
            <dt>风向</dt>
            <dd>{live.winddirection ? `${live.winddirection}风` : '—'}</dd>
            <dt>风力</dt>
            <dd>{power(live.windpower) || '—'}</dd>
            <dt>湿度</dt>
            <dd>{live.humidity ? `${live.humidity}%` : '—'}</dd>
          </dl>
          {live.reporttime && <div className="ks-weather-time">发布时间 {localTime(live.reporttime)}</div>}
        </div>
      )}
      {weather.forecast.casts.length > 0 && (
        <ul className="ks-weather-days" aria-label="近几日天气">
          {weather.forecast.casts.map((c, i) => (
            <li key={c.date}>
              <span className="ks-weather-day">
                {dayName(c, i)} <span className="ks-weather-date">{c.date.slice(5)}</span>
              </span>
              <Icon icon={c.dayweatherIcon} />
              <span className="ks-weather-text">{c.dayweather === c.nightweather || !c.nightweather ? c.dayweather : `${c.dayweather}转${c.nightweather}`}</span>
              <span className="ks-weather-range">
                {degrees(c.nighttemp)} ~ {degrees(c.daytemp)}
              </span>
              <span className="ks-weather-wind">{c.daywind ? `${c.daywind}风 ${power(c.daypower)}` : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The header's weather (spec 000 §1 "optional weather"), shown only where a provider is
 * configured (the platform info says so): the weather now, and on click the popover. A failed
 * read shows nothing — the header has no room for an error, and the weather is a convenience.
 */
export function WeatherButton({ load = fetchWeather }: { load?: () => Promise<WeatherResult> }) {
  const [weather, setWeather] = useState<WeatherResult | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (w) => live && setWeather(w),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  const now = weather?.lives[0];
  if (!weather || !now) return null;
  return (
    <Popover trigger="click" placement="bottomRight" content={<WeatherDetails weather={weather} />}>
      <Button type="text" className="ks-header-icon ks-weather-button" aria-label={`天气：${now.city} ${now.weather} ${degrees(now.temperature)}`} aria-haspopup="dialog">
        <Icon icon={now.dayweatherIcon} />
        <span>{degrees(now.temperature)}</span>
        <span className="ks-weather-word">{now.weather}</span>
      </Button>
    </Popover>
  );
}
