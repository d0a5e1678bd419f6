import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '../../../schemas/registration';

const row: AuditRow = {
  id: 'r1',
  creditCode: '91350100M000100Y43',
  entName: '闽江建设有限公司',
  contactName: '林工',
  phone: '13600000001',
  status: 'pending',
  statusText: '待审核',
  suggestion: '',
  createdAt: '2026-11-27T00:00:00.000Z',
  decidedAt: null,
};
const api = vi.hoisted(() => ({ auditList: vi.fn(), decide: vi.fn() }));
vi.mock('../../api/register', () => ({ registerApi: api }));

const { default: RegistrationAuditPage } = await import('./RegistrationAuditPage');
const buttonNamed = (name: string) => screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === name)!;

describe('注册审核 page', () => {
  afterEach(cleanup);

  it('lists pending requests; 驳回 needs an audit suggestion, which is sent', async () => {
    api.auditList.mockResolvedValue({ records: [row], total: 1 });
    api.decide.mockResolvedValue('已驳回，已短信通知企业');
    render(
      <App>
        <RegistrationAuditPage />
      </App>,
    );
    expect(await screen.findByText('闽江建设有限公司')).toBeTruthy();
    expect(api.auditList).toHaveBeenCalledWith({ curPage: 1, pageSize: 10, status: 'pending' });
    fireEvent.click(buttonNamed('驳回'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s+/g, '') === '驳回')!);
    expect(await screen.findByText('请填写审核建议')).toBeTruthy();
    expect(api.decide).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('审核建议'), { target: { value: '营业执照信息不符' } });
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s+/g, '') === '驳回')!);
    await waitFor(() => expect(api.decide).toHaveBeenCalledWith({ id: 'r1', pass: false, suggestion: '营业执照信息不符' }));
    expect(await screen.findByText('已驳回，已短信通知企业')).toBeTruthy();
  }, 60_000);
});
