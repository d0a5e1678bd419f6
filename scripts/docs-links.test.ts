import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's "Where things live" links every page under docs/, and every relative link of the
// README and of docs/ leads to a file of this repository (none out of it: project knowledge lives
// in the repository).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return markdownUnder(full);
    return e.name.endsWith('.md') ? [full] : [];
  });
}

/** The targets of a page's Markdown links and images, `[text](target)`, outside code. */
export function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

const docs = markdownUnder(path.join(root, 'docs'));
const pages = [path.join(root, 'README.md'), ...docs];

describe('docs links', () => {
  it('finds the pages', () => {
    expect(docs.map(rel)).toContain('docs/architecture.md');
    expect(linkTargets('see [a](b.md#c), `[x](y.md)`, ![i](img/p.png "t") and [w](https://example.org)')).toEqual([
      'b.md#c',
      'img/p.png',
      'https://example.org',
    ]);
  });

  it('README.md links every page under docs/', () => {
    const linked = new Set(
      linkTargets(readFileSync(path.join(root, 'README.md'), 'utf8'))
        .filter((t) => !external(t))
        .map((t) => rel(path.resolve(root, decodeURIComponent(t.split('#')[0])))),
    );
    // a linked folder (docs/page-kinds/: one page per page kind) links the pages in it, so a new
    // kind's page needs no row; src/structure/registries.test.ts holds that every kind has its page
    const folders = [...linked].filter((l) => l.startsWith('docs/') && statSync(path.join(root, l), { throwIfNoEntry: false })?.isDirectory());
    const inLinkedFolder = (d: string) => folders.some((f) => d.startsWith(`${f}/`));
    expect(docs.map(rel).filter((d) => !linked.has(d) && !inLinkedFolder(d))).toEqual([]);
  });

  it('every relative link of README.md and docs/ leads to a file inside the repository', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const target of linkTargets(readFileSync(page, 'utf8'))) {
        if (external(target) || target.startsWith('#')) continue;
        if (target.startsWith('/')) {
          broken.push(`${rel(page)}: ${target} is an absolute path`);
          continue;
        }
        const file = path.resolve(path.dirname(page), decodeURIComponent(target.split('#')[0]));
        if (path.relative(root, file).startsWith('..')) broken.push(`${rel(page)}: ${target} leads out of the repository`);
        else if (!existsSync(file)) broken.push(`${rel(page)}: ${target} leads to no file`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no page points at a path outside the repository, linked or not', () => {
    const outside: string[] = [];
    for (const page of pages) {
      readFileSync(page, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // ../shared/…, /work/… : the team's own files beside this checkout, not part of it.
          for (const m of line.matchAll(/(?:^|[\s(`'"])((?:\.\.\/)+shared\/\S*|\/work\/\S*)/g)) outside.push(`${rel(page)}:${i + 1}: ${m[1]}`);
          // A file named in capitals (ARCHITECTURE.md, PERFORMANCE.md) is one at the repository's root, or none of it.
          for (const m of line.matchAll(/\b[A-Z][A-Z_-]+\.md\b/g)) if (!existsSync(path.join(root, m[0]))) outside.push(`${rel(page)}:${i + 1}: ${m[0]}`);
        });
    }
    expect(outside).toEqual([]);
  });
});
