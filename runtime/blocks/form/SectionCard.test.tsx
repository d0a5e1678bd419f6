import '../../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// antd/es, as SectionCard and the app's build use it (vitest's Node resolution gives `antd` as its
// CommonJS build, a second copy of antd's contexts and style cache).
import Card from 'antd/es/card';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { SectionCard } from './SectionCard';

/** The markup and the style rules a tree puts in the document. */
function drawn(tree: ReactElement): { html: string; css: string } {
  const before = new Set(document.head.querySelectorAll('style'));
  const r = render(tree);
  const html = r.container.innerHTML;
  const css = [...document.head.querySelectorAll('style')].filter((s) => !before.has(s)).map((s) => s.textContent).join('\n');
  r.unmount();
  return { html, css };
}

const DARK = { algorithm: theme.darkAlgorithm };

describe('SectionCard: the DOM of antd Card size="small" without Card.js', () => {
  const cases: Array<[string, (card: ReactElement) => ReactElement]> = [
    ['default theme', (c) => c],
    ['dark theme and ConfigProvider card settings', (c) => (
      <ConfigProvider theme={DARK} card={{ className: 'cfg', style: { margin: 1 }, classNames: { body: 'b', header: 'h', title: 't' }, styles: { body: { padding: 3 } } }}>
        {c}
      </ConfigProvider>
    )],
    ['borderless variant', (c) => <ConfigProvider variant="borderless">{c}</ConfigProvider>],
    ['right to left', (c) => <ConfigProvider direction="rtl">{c}</ConfigProvider>],
  ];
  for (const [name, wrap] of cases) {
    it(`matches Card, titled and untitled: ${name}`, () => {
      for (const title of ['第1组', undefined]) {
        const card = drawn(wrap(<Card title={title} size="small" className="ks-form-section" style={{ containIntrinsicSize: 'auto 10px' }}><i>x</i></Card>));
        const section = drawn(wrap(<SectionCard title={title} className="ks-form-section" style={{ containIntrinsicSize: 'auto 10px' }}><i>x</i></SectionCard>));
        expect(section.html).toBe(card.html);
      }
    });
  }
});
