import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeListServices, renderInList } from '../table/test-kit';
import { OpLogDrawer } from './OpLogDrawer';

describe('operation-log drawer', () => {
  it('lists each entry; failInfo ok reads 通过, anything else is shown as written', async () => {
    const services = fakeListServices();
    services.fetchLog.mockResolvedValue({
      status: 200,
      message: '',
      result: [
        { glName: '提交', czrClassification: '企业', czrName: '华建工程', logbook: '首次提交', failInfo: 'ok', czTime: '2026-11-01 09:00:00' },
        { glName: '审核', czrClassification: '管理员', czrName: '系统管理员', logbook: '驳回', failInfo: '缺少营业执照', czTime: '2026-11-02 10:00:00' },
      ],
    });
    renderInList(<OpLogDrawer recordId="rec-1" gnCoding="credit_eval" onClose={() => undefined} />, { services });
    expect(await screen.findByText('首次提交')).toBeTruthy();
    expect(services.fetchLog).toHaveBeenCalledWith({ gnCoding: 'credit_eval', id: 'rec-1' });
    expect(screen.getByText('通过').className).toContain('ant-tag');
    expect(screen.getByText('企业 · 华建工程')).toBeTruthy();
    expect(screen.getByText('缺少营业执照')).toBeTruthy();
    expect(screen.getByText('2026-11-02 10:00')).toBeTruthy();
  });

  it('shows the server’s UTC ISO times as local YYYY-MM-DD HH:mm (spec 000 §5: display length 16)', async () => {
    const iso = '2026-11-02T02:03:04.000Z';
    const at = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    const services = fakeListServices();
    services.fetchLog.mockResolvedValue({
      status: 200,
      message: '',
      result: [{ glName: '提交', czrClassification: '企业', czrName: '华建工程', logbook: '首次提交', failInfo: 'ok', czTime: iso }],
    });
    renderInList(<OpLogDrawer recordId="rec-1" gnCoding="credit_eval" onClose={() => undefined} />, { services });
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(screen.queryByText(iso)).toBeNull();
  });

  it('takes 20% of the window, never under 300 px (spec 000 §9 drawer widths; docs/ui-constants.md)', async () => {
    renderInList(<OpLogDrawer recordId="rec-1" gnCoding="credit_eval" onClose={() => undefined} />);
    await screen.findByText('暂无数据');
    const wrapper = screen.getByRole('dialog', { name: '操作日志' }).closest<HTMLElement>('.ant-drawer-content-wrapper')!;
    expect(wrapper.style.width).toBe('20%');
    expect(wrapper.style.minWidth).toBe('300px');
  });

  it('shows 暂无数据 for a record without entries', async () => {
    renderInList(<OpLogDrawer recordId="rec-1" gnCoding="credit_eval" onClose={() => undefined} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('a non-200 answer shows the server message', async () => {
    const services = fakeListServices();
    services.fetchLog.mockResolvedValue({ status: 500, message: '日志服务不可用' });
    renderInList(<OpLogDrawer recordId="rec-1" gnCoding="credit_eval" onClose={() => undefined} />, { services });
    expect(await screen.findByText('日志服务不可用')).toBeTruthy();
  });

  it('a non-200 answer without a message shows 请求失败', async () => {
    const services = fakeListServices();
    services.fetchLog.mockResolvedValue({ status: 403 });
    renderInList(<OpLogDrawer recordId="rec-1" gnCoding="credit_eval" onClose={() => undefined} />, { services });
    await waitFor(() => expect(screen.getByText('请求失败')).toBeTruthy());
  });
});
