import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Button, Tabs } from 'antd';

afterEach(cleanup);

/** Every declaration of the document's sheets (vitest.setup.ts trims antd's injected ones). */
function declaredProperties(): Set<string> {
  const seen = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) Array.from(rule.style).forEach((p) => seen.add(p));
      else if (rule instanceof CSSMediaRule) visit(rule.cssRules);
    }
  };
  Array.from(document.styleSheets).forEach((sheet) => visit(sheet.cssRules));
  return seen;
}

// The unit stage's speed rests on vitest.setup.ts dropping what jsdom cannot use from antd's
// CSS-in-JS; these show it keeps what decides whether a test sees an element.
describe('antd styles under jsdom', () => {
  it('keep only display, visibility, opacity and pointer-events', () => {
    render(<Button type="primary">保存</Button>);
    const properties = declaredProperties();
    expect(properties.has('display')).toBe(true);
    expect([...properties].filter((p) => !['display', 'visibility', 'opacity', 'pointer-events'].includes(p))).toEqual([]);
  });

  it('still hide what antd hides by class: an inactive tab’s content is not found by role', () => {
    render(
      <Tabs
        defaultActiveKey="a"
        items={[
          { key: 'a', label: '基本信息', children: <button type="button">看得见</button> },
          { key: 'b', label: '附件', children: <button type="button">藏起来</button>, forceRender: true },
        ]}
      />,
    );
    // The inactive pane is in the document (forceRender), hidden only by antd's
    // `.ant-tabs-tabpane-hidden { display: none }`.
    expect(screen.getByText('藏起来')).toBeTruthy();
    expect(screen.getByRole('button', { name: '看得见' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '藏起来' })).toBeNull();
    expect(getComputedStyle(screen.getByText('藏起来').closest('.ant-tabs-tabpane')!).display).toBe('none');
  });
});
