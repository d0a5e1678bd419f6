/**
 * The server sends row colours as antd preset names (processing, success, error, default, orange,
 * purple …) or as CSS colours. Tags understand presets; text, dots and borders need a CSS colour.
 */
const PRESETS: Record<string, string> = {
  default: '#d9d9d9',
  processing: '#1677ff',
  success: '#52c41a',
  error: '#ff4d4f',
  warning: '#faad14',
  blue: '#1677ff',
  geekblue: '#2f54eb',
  cyan: '#13c2c2',
  green: '#52c41a',
  lime: '#a0d911',
  gold: '#faad14',
  yellow: '#fadb14',
  orange: '#fa8c16',
  volcano: '#fa541c',
  red: '#f5222d',
  magenta: '#eb2f96',
  pink: '#eb2f96',
  purple: '#722ed1',
};

/** A CSS colour for a server colour; undefined for an empty one. */
export function cssColor(color: string | undefined | null): string | undefined {
  if (!color) return undefined;
  return PRESETS[color] ?? color;
}
