import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDES, markdownToHtml, renderAll, renderGuide } from './build-help-guides';

// The user guides of /help are built from fixtures/guide/*.md and committed (issue 45 point 9).
const root = path.resolve(import.meta.dirname, '..');

describe('the user guides of /help', () => {
  it('are committed as scripts/build-help-guides.ts writes them (run it after editing fixtures/guide/*.md)', () => {
    for (const [output, html] of renderAll(root)) expect(fs.readFileSync(path.join(root, output), 'utf8'), output).toBe(html);
  });

  it('are each a Chinese page titled by its first heading, registered as a help file of the demo data', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'fixtures/files/manifest.json'), 'utf8')) as { files: Array<{ file: string; name: string; fileType: string }> };
    for (const g of GUIDES) {
      const html = fs.readFileSync(path.join(root, g.output), 'utf8');
      const title = /<title>(.+)<\/title>/.exec(html)?.[1];
      expect(html).toContain('<html lang="zh-CN">');
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(manifest.files.find((f) => f.file === path.basename(g.output))).toMatchObject({ name: `${title}.html`, fileType: 'help' });
    }
  });

  it('escape what the Markdown says and keep no tag or attribute outside the allow-list', () => {
    const html = renderGuide('# 指南\n\n<script>alert(1)</script> **粗体** `code`\n\n- <img src=x onerror=alert(1)>\n\n| 列 | 值 |\n| --- | --- |\n| a | <b>b</b> |\n', 'x.md');
    const body = html.slice(html.indexOf('<main>'));
    // no tag of its own and no attribute at all: what the text said is shown as text
    expect(body).not.toMatch(/<(script|img|b)\b/);
    expect(body).not.toMatch(/<[a-z0-9]+\s[^>]*>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <strong>粗体</strong> <code>code</code>');
    expect(markdownToHtml('1. 一\n2. 二\n\n> 提示\n\n## 二级')).toBe('<ol><li>一</li><li>二</li></ol>\n<blockquote><p>提示</p></blockquote>\n<h2>二级</h2>');
    expect(() => renderGuide('没有标题', 'x.md')).toThrow('x.md: 没有一级标题');
  });
});
