import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { StepsConfig } from '../../../schemas/page-kinds/steps/config';
import { PageHostProvider, type PageHost } from '../page-host';
import { dashboardPageOf } from '../dashboard-views';
import { StepsServicesProvider, type StepsServices, type StepsSnapshot } from './steps-services';
import type { RuntimeServices } from '../../services';

afterEach(cleanup);

const form = (bianma: string, name: string, type = 'text') => ({ kind: 'form', title: name, groups: [{ key: 'g', title: name, items: [{ bianma, name, type, col: 24 }] }] });
const CONFIG: StepsConfig = {
  kind: 'steps',
  title: '开标步骤',
  steps: [
    { key: 'begin', title: '开标准备', formNodeId: 'f-begin', rules: [{ when: { field: 'zcr', op: 'notEmpty' }, message: '请填写开标主持人' }] },
    { key: 'sign', title: '投标人签到', formNodeId: 'f-sign' },
    { key: 'end', title: '开标概况', formNodeId: 'f-end' },
  ],
};
const FORMS = { 'f-begin': form('zcr', '主持人'), 'f-sign': form('qdqk', '签到情况'), 'f-end': form('kbgk', '开标概况') };

/** A server in memory: it stores values, moves only when the rule holds on what it stored. */
function fakeServer(canMove = true) {
  const snap: StepsSnapshot = { current: 'begin', values: {}, forms: FORMS, canMove, subject: '城南道路改造工程' };
  const copy = () => structuredClone(snap);
  const services: StepsServices = {
    load: vi.fn(async () => copy()),
    save: vi.fn(async (step: string, values: Record<string, unknown>) => ((snap.values[step] = values), copy())),
    move: vi.fn(async (from: string, to: string) => {
      if (from === 'begin' && !snap.values.begin?.zcr) throw new Error('请填写开标主持人');
      snap.current = to;
      return copy();
    }),
    formServices: {} as RuntimeServices,
  };
  return { snap, services };
}

const Page = dashboardPageOf('steps')!;

function Hosted({ services, url }: { services: StepsServices; url: URLSearchParams }) {
  const [, redraw] = useState(0);
  const host: PageHost = { NodeView: () => null, params: { get: (n) => url.get(n), set: (n, v) => (url.set(n, v), redraw((x) => x + 1)) } };
  return (
    <PageHostProvider value={host}>
      <StepsServicesProvider value={services}>
        <Page node={{ nodeId: 'steps' }} config={CONFIG} />
      </StepsServicesProvider>
    </PageHostProvider>
  );
}

describe('the steps page', () => {
  it('shows the steps and the current step’s form; 下一步 is refused with the rule’s message until the step is filled', async () => {
    const { services, snap } = fakeServer();
    const url = new URLSearchParams();
    render(<Hosted services={services} url={url} />);
    expect(await screen.findByText('第 1 步：开标准备（当前步骤）')).toBeTruthy();
    expect(screen.getByText('项目：城南道路改造工程')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写开标主持人');
    expect(services.move).not.toHaveBeenCalled();
    expect(snap.current).toBe('begin');

    fireEvent.change(screen.getByLabelText('主持人'), { target: { value: '李明' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('第 2 步：投标人签到（当前步骤）')).toBeTruthy();
    expect(snap.values.begin).toEqual({ zcr: '李明' });
    expect(url.get('step')).toBe('sign');
    expect(screen.queryByRole('alert')).toBeNull();

    // 上一步 looks back at the stored step, read-only
    fireEvent.click(screen.getByRole('button', { name: '上一步' }));
    expect(await screen.findByText('第 1 步：开标准备（已完成）')).toBeTruthy();
    expect(screen.getByText('李明')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('shows the server’s refusal when it refuses the move', async () => {
    const { services } = fakeServer();
    // the page's own check passes (a rule-less step), the server still refuses
    services.move = vi.fn(async () => Promise.reject(new Error('当前步骤是「投标人签到」，请刷新后重试')));
    render(<Hosted services={services} url={new URLSearchParams()} />);
    fireEvent.change(await screen.findByLabelText('主持人'), { target: { value: '李明' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toBe('当前步骤是「投标人签到」，请刷新后重试');
  });

  it('opens the step the address names; a step not reached yet says so; a reader gets no buttons to fill', async () => {
    const { services } = fakeServer(false);
    render(<Hosted services={services} url={new URLSearchParams('step=end')} />);
    expect(await screen.findByText('尚未进行到此步骤，当前步骤是「开标准备」')).toBeTruthy();
    cleanup();
    render(<Hosted services={services} url={new URLSearchParams()} />);
    expect(await screen.findByText('开标步骤由管理员填写并推进')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('says so when the state cannot load, and loads again', async () => {
    const { services } = fakeServer();
    const load = services.load;
    services.load = vi.fn(async () => Promise.reject(new Error('网络异常')));
    render(<Hosted services={services} url={new URLSearchParams()} />);
    expect(await screen.findByText('步骤加载失败：网络异常')).toBeTruthy();
    services.load = load;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(screen.getByText('第 1 步：开标准备（当前步骤）')).toBeTruthy());
  });

  it('without a subject (the designer’s preview) names each step’s form', () => {
    render(<Page node={{ nodeId: 'steps' }} config={CONFIG} />);
    expect(screen.getByText('此处显示表单节点 f-begin 的内容')).toBeTruthy();
    cleanup();
    render(<Page node={{ nodeId: 'steps' }} config={{ ...CONFIG, steps: [] }} />);
    expect(screen.getByText('该页面还没有步骤，请在页面设计中添加')).toBeTruthy();
  });
});
