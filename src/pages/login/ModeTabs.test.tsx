import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModeTabs } from './ModeTabs';

const MODES = [
  { mode: 'password', name: '账号登录' },
  { mode: 'sms', name: '短信登录' },
];

function Harness() {
  const [active, setActive] = useState('password');
  return <ModeTabs modes={MODES} active={active} onChange={setActive} />;
}

describe('登录方式 tabs', () => {
  afterEach(cleanup);

  it('is a tablist: one tab in the Tab order, arrows and Home/End move the choice and the focus', () => {
    render(<Harness />);
    const [password, sms] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: '登录方式' })).toBeTruthy();
    expect([password.getAttribute('aria-selected'), password.tabIndex, sms.tabIndex]).toEqual(['true', 0, -1]);
    password.focus();
    fireEvent.keyDown(password, { key: 'ArrowRight' });
    expect(sms.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(sms);
    fireEvent.keyDown(sms, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(password);
    fireEvent.keyDown(password, { key: 'End' });
    expect(document.activeElement).toBe(sms);
    fireEvent.keyDown(sms, { key: 'Home' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(sms);
    expect(sms.getAttribute('aria-selected')).toBe('true');
  });
});
