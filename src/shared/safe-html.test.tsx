import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps allowed formatting and text', () => {
    const { container } = render(<SafeHtml html="<p>主办单位：<strong>交易中心</strong><br>热线</p>" />);
    expect(container.querySelector('p strong')?.textContent).toBe('交易中心');
    expect(container.textContent).toBe('主办单位：交易中心热线');
  });

  it('drops scripts, event handlers, styles and unsafe links', () => {
    const html = '<p onclick="alert(1)" style="color:red">a<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">b</a></p>';
    const { container } = render(<SafeHtml html={html} />);
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|style|img|javascript/);
    expect(container.textContent).toBe('ab');
  });

  it('opens safe links in a new tab', () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com">官网</a>'} />);
    const a = container.querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
