/**
 * The user guides of /help (帮助说明): one page per role, written in fixtures/guide/*.md and turned into
 * sanitized HTML files in fixtures/files, which the demo data registers as help files (issue 45
 * point 9; docs/shell.md "帮助").
 *
 *   node --import tsx scripts/build-help-guides.ts      (after editing fixtures/guide/*.md)
 *
 * Why HTML and not PDF: a PDF with Chinese text must embed a CJK font, and none is among the
 * project's packages (fonts-noto-cjk is a Debian package a fresh machine does not have). The help
 * page shows a help file in a frame either way; an HTML page there uses the reader's own fonts.
 * The files are committed, so a start needs no build step; scripts/build-help-guides.test.ts fails
 * when one no longer matches what this script would write.
 *
 * The Markdown is a small subset (headings, paragraphs, lists, tables, notes, **bold**, `code`),
 * converted here with every text escaped, then passed through sanitize-html with an allow-list of
 * tags and no attributes: the page can hold no script, link or style of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sanitizeHtml from 'sanitize-html';

export interface Guide {
  /** the Markdown source, from the repository root */
  source: string;
  /** the HTML written, from the repository root */
  output: string;
}

export const GUIDES: readonly Guide[] = [
  { source: 'fixtures/guide/enterprise.md', output: 'fixtures/files/guide-enterprise.html' },
  { source: 'fixtures/guide/admin.md', output: 'fixtures/files/guide-admin.html' },
  { source: 'fixtures/guide/developer.md', output: 'fixtures/files/guide-developer.html' },
];

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `code`, **bold** and the `\*` escape, on text already escaped. */
function inline(text: string): string {
  // A literal star (\*) is set aside first, so that **\*** reads as a bold star.
  return escape(text)
    .replace(/\\\*/g, '&#42;')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

const cells = (line: string): string[] => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

/** The Markdown subset as HTML (not yet sanitized): one block per group of lines. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  const take = (test: (line: string) => boolean): string[] => {
    const got: string[] = [];
    while (i < lines.length && test(lines[i])) got.push(lines[i++]);
    return got;
  };
  while (i < lines.length) {
    const line = lines[i];
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    if (line.trim() === '') {
      i++;
    } else if (heading) {
      out.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`);
      i++;
    } else if (/^- /.test(line)) {
      out.push(`<ul>${take((l) => /^- /.test(l)).map((l) => `<li>${inline(l.slice(2))}</li>`).join('')}</ul>`);
    } else if (/^\d+\. /.test(line)) {
      out.push(`<ol>${take((l) => /^\d+\. /.test(l)).map((l) => `<li>${inline(l.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`);
    } else if (/^> /.test(line)) {
      out.push(`<blockquote><p>${take((l) => /^> /.test(l)).map((l) => inline(l.slice(2))).join('')}</p></blockquote>`);
    } else if (line.startsWith('|')) {
      const [head, , ...rows] = take((l) => l.startsWith('|'));
      const row = (l: string, tag: 'th' | 'td') => `<tr>${cells(l).map((c) => `<${tag}>${inline(c)}</${tag}>`).join('')}</tr>`;
      out.push(`<table><thead>${row(head, 'th')}</thead><tbody>${rows.map((r) => row(r, 'td')).join('')}</tbody></table>`);
    } else {
      out.push(`<p>${take((l) => l.trim() !== '' && !/^(#{1,3} |- |\d+\. |> |\|)/.test(l)).map(inline).join('')}</p>`);
    }
  }
  return out.join('\n');
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'code', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {},
};

/** The reader's own fonts: every system that reads Chinese has one of these. */
const STYLE = `
body { margin: 0; padding: 24px 32px 48px; color: #1f1f1f; background: #fff; line-height: 1.75;
  font: 15px/1.75 "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif; }
main { max-width: 860px; }
h1 { font-size: 24px; margin: 0 0 12px; }
h2 { font-size: 19px; margin: 28px 0 8px; padding-bottom: 4px; border-bottom: 1px solid #e5e5e5; }
h3 { font-size: 16px; margin: 20px 0 6px; }
p, ul, ol { margin: 8px 0; }
li { margin: 2px 0; }
strong { color: #0b4fb3; }
code { font-family: Menlo, Consolas, monospace; background: #f2f2f2; padding: 0 4px; border-radius: 3px; }
blockquote { margin: 12px 0; padding: 8px 14px; background: #f0f6ff; border-left: 4px solid #1a5fd0; }
table { border-collapse: collapse; margin: 10px 0; }
th, td { border: 1px solid #d0d0d0; padding: 6px 12px; text-align: left; }
th { background: #f5f5f5; }
`.trim();

/** The whole page of one guide: its title is the Markdown's first heading. */
export function renderGuide(markdown: string, source: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim();
  if (!title) throw new Error(`${source}: 没有一级标题（# 标题）`);
  const body = sanitizeHtml(markdownToHtml(markdown), SANITIZE);
  return [
    '<!doctype html>',
    `<!-- 由 ${source} 生成（node --import tsx scripts/build-help-guides.ts），请勿直接修改 -->`,
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title>`,
    `<style>\n${STYLE}\n</style>`,
    '</head>',
    `<body>\n<main>\n${body}\n</main>\n</body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Every guide as this script would write it: output path → content. */
export function renderAll(root: string): Map<string, string> {
  return new Map(GUIDES.map((g) => [g.output, renderGuide(fs.readFileSync(path.join(root, g.source), 'utf8'), g.source)]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const [output, html] of renderAll(root)) {
    fs.writeFileSync(path.join(root, output), html);
    console.log(`已生成 ${output}`);
  }
}
