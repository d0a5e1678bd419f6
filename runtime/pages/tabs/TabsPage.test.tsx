import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { TabsConfig } from '../../../schemas/page-kinds/tabs/config';
import { PageHostProvider, type PageHost } from '../page-host';
import { dashboardPageOf } from '../dashboard-views';

afterEach(cleanup);

const CONFIG: TabsConfig = {
  kind: 'tabs',
  title: '项目详情',
  tabs: [
    { key: 'xmxx', title: '项目信息', node: 'trade-project-list' },
    { key: 'cdyy', title: '场地预约', node: 'trade-venue' },
  ],
};

const Page = dashboardPageOf('tabs')!;
// The shell's part, as a user meets it: each node's page, and the address's query.
const NodeView = ({ nodeId }: { nodeId: string }) => <p>节点 {nodeId} 的页面</p>;

/** The page under a host keeping ?tab= in `url` (what a reload would read back). */
function Hosted({ config, url, id = 'five' }: { config: TabsConfig; url: URLSearchParams; id?: string }) {
  const [, redraw] = useState(0);
  const host: PageHost = { NodeView, params: { get: (n) => url.get(n), set: (n, v) => (url.set(n, v), redraw((x) => x + 1)) } };
  return (
    <PageHostProvider value={host}>
      <Page node={{ nodeId: id, title: '五合一' }} config={config} />
    </PageHostProvider>
  );
}

describe('the tabs page', () => {
  it("draws the first tab's node, switches to another on click, and keeps the tab in the address", () => {
    const url = new URLSearchParams('id=five');
    render(<Hosted config={CONFIG} url={url} />);
    expect(screen.getByRole('heading', { name: '项目详情' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([['项目信息', 'true'], ['场地预约', 'false']]);
    expect(screen.getByText('节点 trade-project-list 的页面')).toBeTruthy();
    expect(screen.queryByText('节点 trade-venue 的页面')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '场地预约' }));
    expect(url.get('tab')).toBe('cdyy');
    expect(screen.getByRole('tab', { name: '场地预约' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('节点 trade-venue 的页面')).toBeTruthy();
  });

  it('opens the tab the address names (a reload), and the first tab for a key it does not have', () => {
    render(<Hosted config={CONFIG} url={new URLSearchParams('id=five&tab=cdyy')} />);
    expect(screen.getByRole('tab', { name: '场地预约' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('节点 trade-venue 的页面')).toBeTruthy();
    cleanup();
    render(<Hosted config={CONFIG} url={new URLSearchParams('id=five&tab=gone')} />);
    expect(screen.getByRole('tab', { name: '项目信息' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is usable from the keyboard: the arrow key moves to the next tab, Enter opens it', () => {
    const url = new URLSearchParams('id=five');
    render(<Hosted config={CONFIG} url={url} />);
    const first = screen.getByRole('tab', { name: '项目信息' });
    first.focus();
    fireEvent.keyDown(first, { code: 'ArrowRight', key: 'ArrowRight' });
    fireEvent.keyDown(first, { code: 'Enter', key: 'Enter' });
    expect(url.get('tab')).toBe('cdyy');
    expect(screen.getByText('节点 trade-venue 的页面')).toBeTruthy();
  });

  it('switches with its own state where no shell keeps the address (the designer preview)', () => {
    render(<Page node={{ nodeId: 'five' }} config={CONFIG} />);
    // without a shell the node is named, not drawn
    expect(screen.getByText('此处不显示页面节点 trade-project-list 的内容')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '场地预约' }));
    expect(screen.getByText('此处不显示页面节点 trade-venue 的内容')).toBeTruthy();
  });

  it('says so for a page without tabs, a tab drawing its own page, and a tabs page inside a tab', () => {
    render(<Hosted config={{ ...CONFIG, tabs: [] }} url={new URLSearchParams()} />);
    expect(screen.getByText('该页面还没有页签，请在页面设计中添加')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanup();
    render(<Hosted config={{ ...CONFIG, tabs: [{ key: 'me', title: '本页', node: 'five' }] }} url={new URLSearchParams()} />);
    expect(screen.getByText('页签不能显示本页面')).toBeTruthy();
    cleanup();
    const inner: TabsConfig = { kind: 'tabs', tabs: [{ key: 'a', title: '内层', node: 'x' }] };
    const host: PageHost = { NodeView: ({ nodeId }) => (nodeId === 'inner' ? <Page node={{ nodeId }} config={inner} /> : <p>{nodeId}</p>) };
    render(
      <PageHostProvider value={host}>
        <Page node={{ nodeId: 'outer' }} config={{ kind: 'tabs', tabs: [{ key: 'in', title: '嵌套', node: 'inner' }] }} />
      </PageHostProvider>,
    );
    expect(screen.getByText('页签中不能再显示页签页面')).toBeTruthy();
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
  });
});
