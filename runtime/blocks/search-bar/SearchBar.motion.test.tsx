import { fireEvent, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchFilterItem } from '../../../schemas/form';
import { buttonNamed, renderInList } from '../table/test-kit';
import { SearchBar } from './SearchBar';

/** Spec 000 §9 "Filter button animation 500 ms": 更多.../收起 open and close the filters over 500 ms. */
const items: SearchFilterItem[] = ['项目名称', '项目类型', '所在区域', '登记日期', '唯一编号'].map((name, i) => ({ code: `f${i}`, name, type: 'text' }));

const animate = vi.fn(() => ({ onfinish: null, oncancel: null, cancel: vi.fn() }));
const realAnimate = HTMLElement.prototype.animate;
const realMatchMedia = window.matchMedia;

beforeEach(() => {
  animate.mockClear();
  HTMLElement.prototype.animate = animate as unknown as typeof HTMLElement.prototype.animate;
});
afterEach(() => {
  HTMLElement.prototype.animate = realAnimate;
  window.matchMedia = realMatchMedia;
});

describe('search bar 更多.../收起 animation', () => {
  it('the filters block animates its height over 500 ms on 更多... and again on 收起', () => {
    const { container } = renderInList(<SearchBar items={items} onSearch={() => undefined} />);
    expect(animate).not.toHaveBeenCalled(); // nothing moves on the first render
    fireEvent.click(buttonNamed('更多...'));
    expect(animate).toHaveBeenCalledTimes(1);
    const [keyframes, options] = animate.mock.calls[0] as unknown as [Keyframe[], KeyframeAnimationOptions];
    expect(keyframes.map((k) => Object.keys(k))).toEqual([['height'], ['height']]);
    expect(options.duration).toBe(500);
    expect(animate.mock.contexts[0]).toBe(container.querySelector('.ks-search-fields'));
    fireEvent.click(buttonNamed('收起'));
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('does not animate when antd motion is off (the shell turns it off for reduced motion)', () => {
    // two bars side by side: the one under motion: false stays still, the other still animates
    const { container } = renderInList(
      <>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <SearchBar items={items} onSearch={() => undefined} />
        </ConfigProvider>
        <SearchBar items={items} onSearch={() => undefined} />
      </>,
    );
    const [still, moving] = Array.from(container.querySelectorAll<HTMLElement>('.ks-search-bar'));
    fireEvent.click(within(still).getByRole('button', { name: '更多...' }));
    fireEvent.click(within(moving).getByRole('button', { name: '更多...' }));
    expect(within(still).getByRole('button', { name: '收起' })).toBeTruthy();
    expect(animate.mock.contexts).toEqual([moving.querySelector('.ks-search-fields')]);
  });

  it('does not animate when the system asks for reduced motion', () => {
    let reduce = true;
    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: reduce && query === '(prefers-reduced-motion: reduce)' })) as typeof window.matchMedia;
    renderInList(<SearchBar items={items} onSearch={() => undefined} />);
    fireEvent.click(buttonNamed('更多...'));
    expect(buttonNamed('收起')).toBeTruthy();
    expect(animate).not.toHaveBeenCalled();
    // the setting is read at each toggle: without it, 收起 animates
    reduce = false;
    fireEvent.click(buttonNamed('收起'));
    expect(animate).toHaveBeenCalledTimes(1);
  });
});
