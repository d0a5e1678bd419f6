import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnterpriseDetail } from '../../../../schemas/enterprise-info';

const detail: EnterpriseDetail = {
  id: 'ent-001',
  creditCode: '91610100MA6TG1KX5W',
  name: '华建工程有限公司',
  entType: 'sg',
  region: '330000',
  legalPerson: '赵建国',
  contactPhone: '029-88886666',
  address: '',
  qualifications: [],
  infoStatus: 'passed',
  infoStatusText: '已审核',
  auditedAt: '2026-11-27T00:00:00.000Z',
  pendingChange: null,
  lastChange: { id: 'c1', status: 'rejected', statusText: '已驳回', before: { name: '', entType: '', region: '', legalPerson: '', contactPhone: '', address: '', qualifications: [] }, after: { name: '', entType: '', region: '', legalPerson: '', contactPhone: '', address: '', qualifications: [] }, submittedBy: '华建工程有限公司', submittedAt: '2026-11-26T00:00:00.000Z', decidedAt: '2026-11-26T01:00:00.000Z', suggestion: '电话无法接通' },
};
const api = vi.hoisted(() => ({ detail: vi.fn(), personnel: vi.fn(), save: vi.fn() }));
vi.mock('../../../api/enterprise-info', () => ({ enterpriseInfoApi: api }));
vi.mock('./dictionaries', async (importOriginal) => ({ ...(await importOriginal<typeof import('./dictionaries')>()), useCompanyDictionaries: () => ({ types: [{ label: '施工企业', value: 'sg' }], regions: [{ label: '浙江省', value: '330000' }] }) }));

const { EnterpriseCentre } = await import('./EnterpriseCentre');

describe('企业中心', () => {
  afterEach(cleanup);

  it('apply=true lists what an application needs; a save of audited data says it became a change request', async () => {
    api.detail.mockResolvedValue(detail);
    api.personnel.mockResolvedValue([]);
    api.save.mockResolvedValue({ applied: false, message: '企业信息已审核通过，本次修改已提交变更申请，审核通过后生效' });
    render(
      <App>
        <MemoryRouter initialEntries={['/system/companyInfo?type=1&apply=true']}>
          <EnterpriseCentre />
        </MemoryRouter>
      </App>,
    );
    expect(await screen.findByText('执业申请需要完善以下信息')).toBeTruthy();
    expect(screen.getByText('详细地址、企业资质、人员信息')).toBeTruthy();
    // antd draws a Form.Item's help through its motion, a render after the alert: wait for it.
    expect((await screen.findAllByText('执业申请需要填写此项')).length).toBeGreaterThan(0);
    expect(screen.getByText('企业信息已审核通过，修改后将提交变更申请，管理员审核通过后生效')).toBeTruthy();
    expect(screen.getByText('最近一次企业信息变更已被驳回')).toBeTruthy();
    expect(screen.getByText('审核建议：电话无法接通')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '1234' } });
    fireEvent.click(screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === '保存')!);
    expect(await screen.findByText('请输入正确的联系电话（手机号码或固定电话）')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '029-88881234' } });
    fireEvent.click(screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === '保存')!);
    await waitFor(() => expect(api.save).toHaveBeenCalledWith(expect.objectContaining({ contactPhone: '029-88881234', region: '330000', qualifications: [] })));
    expect(await screen.findByText('企业信息已审核通过，本次修改已提交变更申请，审核通过后生效')).toBeTruthy();
  }, 60_000);

  it('says so when the information cannot be loaded', async () => {
    api.detail.mockRejectedValue(new Error('x'));
    api.personnel.mockResolvedValue([]);
    render(
      <App>
        <MemoryRouter initialEntries={['/system/companyInfo?type=1']}>
          <EnterpriseCentre />
        </MemoryRouter>
      </App>,
    );
    expect(await screen.findByText('企业信息加载失败')).toBeTruthy();
  }, 60_000);
});
