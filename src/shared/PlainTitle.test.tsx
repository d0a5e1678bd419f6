import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// antd/es, as PlainTitle and the app's build use it (vitest's Node resolution gives `antd` as its
// CommonJS build, a second copy of antd's contexts and style cache).
import Typography from 'antd/es/typography';
import ConfigProvider from 'antd/es/config-provider';
import { PlainTitle } from './PlainTitle';

const html = (tree: ReactElement) => {
  const r = render(tree);
  const out = r.container.innerHTML;
  r.unmount();
  return out;
};

describe('PlainTitle: the DOM of Typography.Title without Base.js', () => {
  it('matches Typography.Title, with and without ConfigProvider settings', () => {
    for (const wrap of [(t: ReactElement) => t, (t: ReactElement) => <ConfigProvider direction="rtl" typography={{ className: 'cfg', style: { color: 'red' } }}>{t}</ConfigProvider>]) {
      for (const level of [1, 4] as const) {
        const title = html(wrap(<Typography.Title level={level} style={{ margin: 0 }}>道路工程</Typography.Title>));
        expect(html(wrap(<PlainTitle level={level} style={{ margin: 0 }}>道路工程</PlainTitle>))).toBe(title);
      }
    }
  });
});
