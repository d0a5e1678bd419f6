import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryButtonNamed, renderInList } from '../table/test-kit';
import type { CardStyle, ListRecord } from '../table/list-types';
import { CardList } from './CardList';

/** A controllable IntersectionObserver: `reachBottom()` reports the sentinel as visible. */
let observers: Array<{ cb: IntersectionObserverCallback; target?: Element }> = [];
const reachBottom = () =>
  act(() => {
    for (const o of observers) o.cb([{ isIntersecting: true, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { cb: IntersectionObserverCallback; target?: Element };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb };
        observers.push(this.entry);
      }
      observe(t: Element) {
        this.entry.target = t;
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.entry);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const style = (width: CardStyle['width']): CardStyle => ({
  titleKey: 'xmmc',
  titleFontSize: 18,
  titleFontStyle: 'bold',
  width,
  contents: [{ contentKey: 'jsdw', fontSize: 13, color: 'rgb(102, 102, 102)', fontStyle: 'italic' }],
});
const files = (n: number) => Array.from({ length: n }, (_, i) => ({ annexName: `附件${i + 1}.pdf`, url: `/f/${i + 1}.pdf` }));
const rec = (id: string, extra: Partial<ListRecord> = {}): ListRecord => ({
  id,
  xmmc: `项目${id}`,
  jsdw: '市住建局',
  statusText: '待审核',
  statusColor: 'rgb(22, 119, 255)',
  operations: [],
  ...extra,
});

describe('card list', () => {
  it('draws the title and content lines with the configured fonts and colours', () => {
    renderInList(<CardList records={[rec('1')]} cardStyle={style('50%')} columns={[{ code: 'jsdw', name: '建设单位' }]} hasMore={false} onLoadMore={() => undefined} />);
    const title = screen.getByText('项目1');
    expect(title.style.fontSize).toBe('18px');
    expect(title.style.fontWeight).toBe('bold');
    const line = screen.getByText('市住建局', { exact: false }).closest<HTMLElement>('.ks-card-content')!;
    expect(line.textContent).toBe('建设单位：市住建局');
    expect(line.style.color).toBe('rgb(102, 102, 102)');
    expect(line.style.fontStyle).toBe('italic');
    expect(title.closest('.ant-col')!.className).toContain('ant-col-12');
    expect(title.closest<HTMLElement>('.ant-card')!.style.borderTop).toContain('rgb(22, 119, 255)');
  });

  it('shows the audit label held in jjrj_audit_jjrj', () => {
    renderInList(<CardList records={[rec('1', { jjrj_audit_jjrj: '审核通过' })]} cardStyle={style('100%')} hasMore={false} onLoadMore={() => undefined} />);
    expect(screen.getByText('审核通过').closest('.ant-ribbon')).not.toBeNull();
  });

  it.each([
    ['100%', 2],
    ['50%', 3],
    ['33.3%', 7],
  ] as const)('at width %s the more link appears only above %i attachments', (width, limit) => {
    const { unmount } = renderInList(
      <CardList records={[rec('a', { fileList: files(limit) })]} cardStyle={style(width)} hasMore={false} onLoadMore={() => undefined} />,
    );
    expect(document.querySelector('.ks-card-files-more')).toBeNull();
    expect(screen.getByText(`附件${limit}.pdf`)).toBeTruthy();
    unmount();
    renderInList(<CardList records={[rec('b', { fileList: files(limit + 1) })]} cardStyle={style(width)} hasMore={false} onLoadMore={() => undefined} />);
    expect(screen.queryByText(`附件${limit + 1}.pdf`)).toBeNull();
    fireEvent.click(document.querySelector('.ks-card-files-more')!);
    expect(screen.getByText(`附件${limit + 1}.pdf`)).toBeTruthy();
  });

  it('loads the next page when the bottom is reached, and says 没有更多了~ when all is loaded', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderInList(<CardList records={[rec('1')]} cardStyle={style('100%')} hasMore onLoadMore={onLoadMore} />);
    expect(screen.queryByText('没有更多了~')).toBeNull();
    reachBottom();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<CardList records={[rec('1'), rec('2')]} cardStyle={style('100%')} hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.getByText('项目2')).toBeTruthy();
    expect(screen.getByText('没有更多了~')).toBeTruthy();
    reachBottom();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(queryButtonNamed('加载更多')).toBeNull();
  });

  it('shows 暂无数据 when there are no records', () => {
    renderInList(<CardList records={[]} cardStyle={style('100%')} hasMore={false} onLoadMore={() => undefined} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
