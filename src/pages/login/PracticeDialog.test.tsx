import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setUser, wasPracticeShown } from '../../session/session';
import { clearAll } from '../../session/storage';
import { PracticeDialog } from './PracticeDialog';

const user = (abnormal: boolean) => ({
  id: 'u1',
  userName: '某某',
  photo: '',
  loginRoleType: 'U',
  roles: [],
  enterpriseId: 'ent-001',
  codeStatus: 0,
  practicingStatus: {
    abnormal,
    practiceDetails: [
      { region: '南京市', status: '1' as const, reason: '注册证书已过期，请尽快办理延续注册手续' },
      { region: '苏州市', status: '2' as const, reason: '' },
    ],
  },
});

const renderDialog = () => render(<MemoryRouter><PracticeDialog /></MemoryRouter>);

afterEach(() => {
  cleanup();
  clearAll();
});

describe('PracticeDialog', () => {
  it('an abnormal practice status shows the rows (the table loads when the dialog opens)', async () => {
    setUser(user(true));
    renderDialog();
    expect(screen.getByText('执业状态提醒')).toBeTruthy();
    expect(await screen.findByText('南京市', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByText('异常')).toBeTruthy();
    expect(screen.getByText('注册证书已过期，请尽快办理延续注…')).toBeTruthy();
    expect(screen.getByText('正常')).toBeTruthy();
    // antd spaces two-character labels: '关 闭'
    fireEvent.click(screen.getByRole('button', { name: /^关\s*闭$/ }));
    expect(wasPracticeShown()).toBe(true);
  }, 20000);

  it('a normal status shows nothing', () => {
    setUser(user(false));
    renderDialog();
    expect(screen.queryByText('执业状态提醒')).toBeNull();
  });
});
