import type { WeatherAnswer, WeatherResult } from '../../schemas/weather';
import { requestEnvelope } from './client';

/**
 * GET /ks/common/weather (docs/shell.md "天气"): the weather now and the next days. Its answer keeps
 * the spec's `result` instead of `data` (spec 000 §7); quiet, the header shows nothing on failure.
 */
export async function fetchWeather(): Promise<WeatherResult> {
  // the envelope checks (code 200, session ends) are the client's; the body is the spec's shape
  const body = (await requestEnvelope<never>({ method: 'GET', url: '/ks/common/weather', quiet: true })) as unknown as WeatherAnswer;
  return body.result;
}
