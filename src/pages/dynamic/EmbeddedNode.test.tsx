import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DynamicChartPage from './DynamicChartPage';

// The shell's part of a page that draws other nodes (a tabs page): each tab's node is drawn as its
// own route would draw it, and the open tab is kept in the address.
const preview = vi.hoisted(() => ({ fetchNodePreview: vi.fn() }));
vi.mock('./list/list-node', async (actual) => ({ ...(await actual<object>()), fetchNodePreview: preview.fetchNodePreview }));
const calls = vi.hoisted(() => ({ fetchNode: vi.fn(), fetchRecord: vi.fn(), saveRecord: vi.fn(), submitRecord: vi.fn() }));
vi.mock('./detail-calls', () => calls);
const permissions = vi.hoisted(() => ({ formButtons: vi.fn() }));
vi.mock('../../api/permissions', () => ({ permissionsApi: permissions }));

const node = (nodeId: string, kind: string, title: string, config: unknown) => ({ nodeId, systemCoding: 'trade_service', kind, title, version: 1, config });
const FORM = node('trade-venue-booking', 'form', '场地预约申请', { kind: 'form', groups: [{ key: 'g', title: '预约信息', items: [{ bianma: 'cdmc', name: '场地名称', type: 'text' }] }] });
const TABS = node('five', 'tabs', '项目详情', {
  kind: 'tabs',
  tabs: [
    { key: 'yy', title: '场地预约', node: 'trade-venue-booking' },
    { key: 'old', title: '旧页面', node: 'gone' },
  ],
});
const NODES: Record<string, unknown> = { five: TABS, 'trade-venue-booking': FORM };
const SLOW = { timeout: 15_000 };

function Address() {
  return <output aria-label="地址">{useLocation().search}</output>;
}

function open(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/credit/analysis" element={<><DynamicChartPage /><Address /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a tabs page in the app', () => {
  beforeEach(() => {
    preview.fetchNodePreview.mockImplementation(async (id: string) => {
      if (!NODES[id]) throw new Error('页面节点不存在');
      return NODES[id];
    });
    calls.fetchNode.mockImplementation(async (id: string) => NODES[id]);
    permissions.formButtons.mockResolvedValue([{ code: 'save', name: '保存' }]);
  });
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it("draws the open tab's node as its own route would, says why another cannot be drawn, and keeps the tab in the address", async () => {
    open('/credit/analysis?id=five');
    expect(await screen.findByRole('tab', { name: '场地预约' })).toBeTruthy();
    // the form node's page: its fields and its buttons
    expect(await screen.findByText('场地名称', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: /保\s*存/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '旧页面' }));
    expect(await screen.findByText('页面节点 gone 无法显示：页面节点不存在')).toBeTruthy();
    expect(screen.getByLabelText('地址').textContent).toBe('?id=five&tab=old');
  }, 30_000);

  it('opens the tab the address names', async () => {
    open('/credit/analysis?id=five&tab=old');
    expect(await screen.findByText('页面节点 gone 无法显示：页面节点不存在')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '旧页面' }).getAttribute('aria-selected')).toBe('true');
  });
});
