import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The folder arrows of eslint.config.js, checked on in-memory snippets placed (by filePath) inside
// each folder: a static `import … from`, a dynamic `import('…')` and a template-literal import()
// crossing the same arrow are all reported; the allowed direction is not.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function folderErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const forms = (source: string) => ({
  static: `import { x } from '${source}';\nexport const y = x;\n`,
  reexport: `export { x } from '${source}';\n`,
  dynamic: `export const load = () => import('${source}');\n`,
  template: 'export const load = () => import(`' + source + '`);\n',
});

const forbidden: Array<[file: string, source: string, folder: string]> = [
  ['runtime/core/probe.ts', '../../designer/store/document', 'designer/'],
  ['runtime/fields/shared/probe.tsx', '../../../src/api/client', 'src/'],
  ['server/routes/probe.ts', '../../runtime/core/compile', 'runtime/'],
  ['server/probe.ts', '../designer', 'designer/'],
  ['schemas/probe.ts', '../runtime/core/registry', 'runtime/'],
  ['designer/canvas/probe.tsx', '../../server/app', 'server/'],
];

const allowed: Array<[file: string, source: string]> = [
  ['runtime/core/probe.ts', '../../schemas/designer'],
  ['designer/canvas/probe.tsx', '../../runtime/core/compile'],
  ['server/routes/probe.ts', '../../schemas/node'],
  ['src/pages/probe.tsx', '../../designer/store/document'],
  ['runtime/core/probe.ts', './designer'],
];

describe('folder import rule (eslint.config.js)', () => {
  for (const [file, source, folder] of forbidden) {
    it(`${file} may not import ${source}, statically or with import()`, async () => {
      for (const [form, code] of Object.entries(forms(source))) {
        const errors = await folderErrors(file, code);
        expect(errors, `${form}: ${code}`).toHaveLength(1);
        expect(errors[0], form).toContain(`may not import ${folder}`);
      }
    });
  }

  for (const [file, source] of allowed) {
    it(`${file} may import ${source}`, async () => {
      for (const [form, code] of Object.entries(forms(source))) {
        expect(await folderErrors(file, code), `${form}: ${code}`).toEqual([]);
      }
    });
  }

  it('the server imports no React code, statically or with import()', async () => {
    for (const source of ['react', 'react-dom/client', 'antd', '@formily/core', '@ant-design/icons']) {
      for (const [form, code] of Object.entries(forms(source))) {
        expect(await folderErrors('server/probe.ts', code), `${form}: ${code}`).toEqual([
          expect.stringContaining('the server never imports React code'),
        ]);
      }
    }
    expect(await folderErrors('server/probe.ts', "export const load = () => import('fastify');\n")).toEqual([]);
  });

  it('an import() with a computed source is not guessed at', async () => {
    const code = "const name = 'x';\nexport const load = () => import(`../../designer/${name}`);\n";
    expect(await folderErrors('runtime/core/probe.ts', code)).toEqual([]);
  });
});
