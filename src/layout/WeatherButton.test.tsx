import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeatherResult } from '../../schemas/weather';
import { weatherIconOf } from '../../schemas/weather';
import { WeatherButton } from './WeatherButton';

const cast = (date: string, week: string, dayweather: string, nightweather: string, daytemp: string, nighttemp: string) => ({
  date, week, dayweather, nightweather, daytemp, nighttemp, daywind: '东北', nightwind: '东北', daypower: '1-3', nightpower: '1-3', dayweatherIcon: weatherIconOf(dayweather),
});
const WEATHER: WeatherResult = {
  lives: [{ province: '陕西', city: '西安市', adcode: '610100', weather: '多云', temperature: '12', winddirection: '东北', windpower: '≤3', humidity: '45', reporttime: '2026-11-27 12:00:00', dayweatherIcon: 'cloudy' }],
  forecast: { city: '西安市', adcode: '610100', reporttime: '2026-11-27 11:00:00', casts: [cast('2026-11-27', '5', '多云', '多云', '14', '3'), cast('2026-11-28', '6', '小雨', '阴', '10', '2'), cast('2026-11-29', '7', '晴', '晴', '12', '1')] },
};

describe('the header weather', () => {
  afterEach(cleanup);

  it('shows the weather now; its popover has the city, weather, temperature, wind, humidity and the next days', async () => {
    render(<WeatherButton load={async () => WEATHER} />);
    const button = await screen.findByRole('button', { name: '天气：西安市 多云 12℃' });
    expect(button.textContent).toBe('⛅12℃多云');
    fireEvent.click(button);
    const popover = await screen.findByRole('region', { name: '天气' });
    expect(within(popover).getByText('西安市')).toBeTruthy();
    expect(popover.querySelector('.ks-weather-main')?.textContent).toBe('⛅12℃多云');
    const facts = Array.from(popover.querySelectorAll('dt')).map((dt) => `${dt.textContent}：${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['风向：东北风', '风力：≤3 级', '湿度：45%']);
    expect(within(popover).getByText('发布时间 2026-11-27 12:00')).toBeTruthy();
    const days = within(within(popover).getByRole('list', { name: '近几日天气' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(days).toEqual(['今天 11-27⛅多云3℃ ~ 14℃东北风 1-3 级', '明天 11-28🌧️小雨转阴2℃ ~ 10℃东北风 1-3 级', '周日 11-29☀️晴1℃ ~ 12℃东北风 1-3 级']);
  });

  it('shows nothing when the weather cannot be read', async () => {
    const load = vi.fn(async (): Promise<WeatherResult> => {
      throw new Error('天气服务暂不可用，请稍后再试');
    });
    const { container } = render(<WeatherButton load={load} />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});

describe('weather icons', () => {
  it('name the phenomenon of the text, the stronger first', () => {
    expect(['晴', '多云', '阴', '小雨', '雷阵雨伴有冰雹', '雨夹雪', '中雪', '大雾', '中度霾', '浮尘', '大风', '未知'].map(weatherIconOf)).toEqual([
      'sunny', 'cloudy', 'overcast', 'rain', 'thunder', 'sleet', 'snow', 'fog', 'haze', 'dust', 'wind', 'unknown',
    ]);
  });
});
