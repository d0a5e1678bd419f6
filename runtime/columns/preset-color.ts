import { PRESET_HUES } from '../../schemas/palette';

/**
 * The server sends row colours as antd preset names (processing, success, error, default, orange,
 * purple …) or as CSS colours. Tags understand presets; dots and borders need a CSS colour (text
 * goes through core/theme's textColor, which also makes it readable).
 */
export function cssColor(color: string | undefined | null): string | undefined {
  if (!color) return undefined;
  return PRESET_HUES[color] ?? color;
}
