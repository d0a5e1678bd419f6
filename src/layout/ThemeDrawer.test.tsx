import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME, type ThemeSettings } from '../../schemas/theme';
import { applyTheme, computeTheme, themeSettings } from '../app/theme';
import { ThemeDrawer } from './ThemeDrawer';

function open(save: (s: ThemeSettings) => Promise<unknown> = vi.fn(async () => null)) {
  const onClose = vi.fn();
  render(
    <App>
      <ThemeDrawer open onClose={onClose} save={save} />
    </App>,
  );
  return { save, onClose };
}

const root = document.documentElement;

describe('主题设置 drawer', () => {
  beforeEach(() => applyTheme({ ...DEFAULT_THEME }));
  afterEach(cleanup);

  it('offers light and dark, the eleven accents by name and the aside width', () => {
    open();
    expect(screen.getByRole('radio', { name: '亮色' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '暗色' })).toBeTruthy();
    const accents = screen.getByRole('radiogroup', { name: '主题色' }).querySelectorAll('[role=radio]');
    expect([...accents].map((a) => a.getAttribute('aria-label'))).toEqual(['拂晓蓝', '极客蓝', '酱紫', '法式洋红', '薄暮', '火山', '日暮', '金盏花', '青柠', '极光绿', '明青']);
    expect((screen.getByRole('spinbutton', { name: '侧栏宽度' }) as HTMLInputElement).value).toBe('240');
  });

  it('shows every change at once and stores the choice when the drawer closes', async () => {
    const { save, onClose } = open();
    fireEvent.click(screen.getByRole('radio', { name: '暗色' }));
    expect(root.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: '酱紫' }));
    expect(screen.getByRole('radio', { name: '酱紫' }).getAttribute('aria-checked')).toBe('true');
    const link = computeTheme({ ...DEFAULT_THEME, theme: 'dark', themeColor: 'purple' }).vars['--ks-link']!;
    expect(root.style.getPropertyValue('--ks-link')).toBe(link);
    const width = screen.getByRole('spinbutton', { name: '侧栏宽度' });
    fireEvent.change(width, { target: { value: '260' } });
    expect(themeSettings().asideWidth).toBe(260);
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /完\s*成/ }));
    expect(onClose).toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith({ ...DEFAULT_THEME, theme: 'dark', themeColor: 'purple', asideWidth: 260 });
    expect(await screen.findByText('主题设置已保存')).toBeTruthy();
  });

  it('stores nothing when nothing changed', () => {
    const { save, onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: /完\s*成/ }));
    expect(onClose).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('brings the earlier look back when the server refuses', async () => {
    open(() => Promise.reject(new Error('refused')));
    fireEvent.click(screen.getByRole('radio', { name: '极光绿' }));
    expect(themeSettings().themeColor).toBe('green');
    fireEvent.click(screen.getByRole('button', { name: /完\s*成/ }));
    await waitFor(() => expect(themeSettings().themeColor).toBe('blue'));
  });

  it('恢复默认 returns to the platform’s own look', () => {
    applyTheme({ ...DEFAULT_THEME, theme: 'dark', themeColor: 'red', asideWidth: 300 });
    open();
    fireEvent.click(screen.getByRole('button', { name: /恢复默认/ }));
    expect(themeSettings()).toEqual(DEFAULT_THEME);
    expect(root.dataset.theme).toBe('light');
  });
});
