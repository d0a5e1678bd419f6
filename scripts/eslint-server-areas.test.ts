import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server areas rule of eslint.config.js, checked on in-memory snippets placed (by filePath)
// inside server/: a static `import … from`, an `export … from`, a dynamic `import('…')` and a
// template-literal import() crossing areas are all reported; imports within an area, of shared
// modules, and along a declared exception are not.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function areaErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'server-areas/imports').map((m) => m.message);
}

const forms = (source: string) => ({
  static: `import { x } from '${source}';\nexport const y = x;\n`,
  typeOnly: `import type { X } from '${source}';\nexport type Y = X;\n`,
  reexport: `export { x } from '${source}';\n`,
  dynamic: `export const load = () => import('${source}');\n`,
  template: 'export const load = () => import(`' + source + '`);\n',
});

const forbidden: Array<[file: string, source: string, says: string]> = [
  ['server/records/probe.ts', '../rfc/rules', 'server area records may not import area rfc (server/rfc/rules)'],
  ['server/records/probe.ts', '../menu-card/menu-card', 'server area records may not import area menu-card'],
  ['server/records/operations/probe.ts', '../../rfc/service', 'server area records may not import area rfc'],
  ['server/files/probe.ts', '../routes/files/merge', 'server area files may not import the routes'],
  ['server/structure/probe.ts', '../fixtures', 'server area structure may not import the wiring (server/fixtures)'],
  ['server/records/probe.ts', '../app', 'server area records may not import the wiring'],
  ['server/catalogue/probe.ts', '../records/service', 'server area catalogue may not import area records'],
  ['server/messages/probe.ts', '../rfc/service', 'server area messages may not import area rfc'],
];

const allowed: Array<[file: string, source: string]> = [
  ['server/records/probe.ts', './list-node'],
  ['server/records/operations/probe.ts', '../list-node'],
  ['server/records/probe.ts', '../db/repos/records'],
  ['server/records/probe.ts', '../errors'],
  ['server/records/probe.ts', '../http/envelope'],
  ['server/records/probe.ts', '../management/scope'],
  ['server/rfc/probe.ts', '../records/hooks'],
  ['server/menu-card/probe.ts', '../records/hooks'],
  ['server/catalogue/probe.ts', '../records/operations/types'],
  ['server/routes/files/probe.ts', '../../files/uploads'],
  ['server/routes/records/probe.ts', '../../rfc/service'],
  ['server/probe.ts', './rfc/service'],
  ['server/records/probe.ts', '../../schemas/node'],
];

describe('server areas import rule (eslint.config.js)', () => {
  for (const [file, source, says] of forbidden) {
    it(`${file} may not import ${source}, statically, for types or with import()`, async () => {
      for (const [form, code] of Object.entries(forms(source))) {
        const errors = await areaErrors(file, code);
        expect(errors, `${form}: ${code}`).toHaveLength(1);
        expect(errors[0], form).toContain(says);
      }
    });
  }

  for (const [file, source] of allowed) {
    it(`${file} may import ${source}`, async () => {
      for (const [form, code] of Object.entries(forms(source))) {
        expect(await areaErrors(file, code), `${form}: ${code}`).toEqual([]);
      }
    });
  }

  it('a shared module imports an area for its types only', async () => {
    expect(await areaErrors('server/db/probe.ts', "import type { MessageBus } from '../messages/bus';\nexport type B = MessageBus;\n")).toEqual([]);
    expect(await areaErrors('server/db/probe.ts', "import { localBus } from '../messages/bus';\nexport const b = localBus;\n")).toEqual([
      expect.stringContaining('server/db/probe is shared: it may import messages/bus for its types only'),
    ]);
  });

  it('tests are not held to it', async () => {
    expect(await areaErrors('server/records/probe.test.ts', "import { x } from '../rfc/rules';\nexport const y = x;\n")).toEqual([]);
  });

  it('the server as it stands breaks it nowhere', async () => {
    // Only this rule: the lint stage runs the others over the same files.
    const areasOnly = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), ruleFilter: ({ ruleId }) => ruleId === 'server-areas/imports' });
    const results = await areasOnly.lintFiles(['server/**/*.ts']);
    const offenders = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'server-areas/imports').map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`));
    expect(offenders).toEqual([]);
  }, 120_000);
});
