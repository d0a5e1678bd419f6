import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverAreasPlugin } from './scripts/eslint-server-areas.js';

// The arrows of ARCHITECTURE.md: schemas ← runtime ← designer ← src; server imports schemas only.
// One list of groups feeds both rules: `no-restricted-imports` for `import … from` / `export … from`,
// and `no-restricted-syntax` for `import('…')`, which `no-restricted-imports` does not see.
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((g) => ({ group: g.group, message: g.message })) }],
  'no-restricted-syntax': ['error', ...groups.flatMap(dynamicImportSelectors)],
});
// A group's gitignore-style patterns as one anchored regex (`*` one path segment, `**` any depth;
// a pattern also covers what lies below it, as in no-restricted-imports), written for an esquery
// attribute selector.
const groupRegex = (group) => {
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');
  const one = (pattern) =>
    pattern
      .split('**')
      .map((part) => part.split('*').map(escape).join('[^\\/]*'))
      .join('.*');
  return `/^(?:${group.map(one).join('|')})(?:\\/.*)?$/`;
};
// `import('…')` with a string or a plain template literal as its source.
const dynamicImportSelectors = (g) => [
  { selector: `ImportExpression[source.value=${groupRegex(g.group)}]`, message: g.message },
  {
    selector: `ImportExpression[source.type='TemplateLiteral'][source.expressions.length=0][source.quasis.0.value.cooked=${groupRegex(g.group)}]`,
    message: g.message,
  },
];
// Relative paths that climb out of a top-level folder into `name` (a sibling's own file of the same
// name, e.g. schemas/designer.ts, stays allowed).
const UP = (name) => ({
  group: [1, 2, 3, 4, 5].flatMap((depth) => {
    const up = '../'.repeat(depth);
    return [`${up}${name}`, `${up}${name}/**`];
  }),
  message: `this folder may not import ${name}/ (see ARCHITECTURE.md)`,
});
const UI = { group: ['react', 'react-dom', 'antd', '@formily/*', '@ant-design/*', 'react-router-dom'], message: 'the server never imports React code' };

// Inside server/ (docs/architecture.md "Areas and the import rule"): every folder is an area that
// imports its own files and the shared modules below; server/routes (the web layer) and the wiring
// (app.ts, server.ts, the demo-data loader) import anything and are imported by no area.
const SERVER_SHARED = ['db', 'http', 'errors', 'context', 'session-user', 'config', 'lazy-packages', 'log-stream', 'seeded-random'];
// Where one area may use another, and why. Read rules every list applies live once, in the area
// that owns them; records lies below the business areas (they add to it through
// server/records/hooks.ts instead of records importing them).
const SERVER_EXCEPTIONS = [
  { from: ['bidsteps'], to: ['evaluation/service'], reason: "签到 lists the project's bidders as 专家评审 reads them (submitted or passed bid files)" },
  { from: ['bidsteps'], to: ['records'], reason: '开标步骤 reads the projects (records of 项目登记) with the records\' one read rule' },
  { from: ['rfc', 'menu-card', 'messages', 'notices', 'credit', 'dex', 'authority', 'venue', 'projects', 'sync', 'detection', 'locks', 'guarantees'], to: ['records'], reason: 'the record engine is what these areas build on: a change, a card, a todo, a credit page read records, a booking is a record, the registrations of a project and its pushes are records, a bid file is a record' },
  { from: ['catalogue'], to: ['records/operations'], reason: 'a catalogue row calls an engine operation directly, not through its route' },
  { from: ['*'], to: ['management/scope', 'structure/menu-access'], reason: "read rules: an administrator's management scope and a menu's roles apply wherever records or menus are read" },
  { from: ['*'], to: ['files/signed-links', 'files/shared-files', 'files/file-access'], reason: 'an area that shows a stored file signs a link to it the one way the download route checks' },
  { from: ['account', 'management'], to: ['auth/password', 'auth/login-key'], reason: 'accounts set passwords the way login checks them' },
  { from: ['enterprises', 'locks'], to: ['authority/admin-scope'], reason: 'an administrator audits an enterprise, or a change to it, only within their regions: the one rule of what limited administrators may change' },
  { from: ['credit', 'menu-card'], to: ['enterprises/repo'], reason: 'which enterprises a caller may name is the enterprise calls\' rule' },
  { from: ['rfc', 'dex'], to: ['messages'], reason: 'an audit step tells the message centre, whose todo facts these read' },
  { from: ['evaluation'], to: ['messages'], reason: 'an upload notice of 评审文件 goes to the message centre in the transaction that marks the files announced' },
  { from: ['rfc'], to: ['levels/record-level'], reason: "a passed change sets the record's credit level again" },
  { from: ['records/save'], to: ['levels/record-level'], reason: "a saved record's credit level follows from its score and the rule in force, never from the client" },
  { from: ['authority'], to: ['structure/menu-tree'], reason: 'the permission tree is the menu tree' },
  { from: ['records/workflow-moves'], to: ['messages', 'levels/record-level'], reason: 'a workflow move tells the message centre in its own transaction, and what is submitted carries the credit level of the rule in force' },
  { from: ['records/operations/options'], to: ['dictionary'], reason: "an options row answers what the dropdown call answers, through that call's service" },
  { from: ['estimates', 'prices'], to: ['dictionary/xlsx-guard', 'dictionary/first-sheet'], reason: 'a 造价文件 or a price workbook .xlsx is opened the one way (dictionary/first-sheet.ts) and passes the same zip guard (sizes, DOCTYPE) as a dictionary import before exceljs reads it' },
  { from: ['evaluation/fixtures'], to: ['experts/repo', 'experts/eligibility', 'experts/pick'], reason: 'the demo evaluation draws its experts the way 专家抽取 draws (stored seed and pool), so 复核 re-runs it' },
  { from: ['detection'], to: ['estimates', 'jobs', 'dictionary/pull-down', 'files'], reason: 'a detection parses the 造价文件 (a stored file) with the estimate parser as a job of the job queue; a bid file\'s 项目 dropdown lists projects through the dropdown call' },
  { from: ['downloads'], to: ['records/sanitize'], reason: 'the platform description the product centre saves is rich text, cleaned by the one sanitiser records and notices use' },
  { from: ['levels/fixtures'], to: ['fixture-files'], reason: "the demo level rules are read with the demo-data loader's file reader" },
];
const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/**/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'runtime/**/*.ts', 'designer/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['schemas/**'], rules: forbid(UP('runtime'), UP('designer'), UP('src'), UP('server'), UI) },
  { files: ['runtime/**'], rules: forbid(UP('designer'), UP('src'), UP('server')) },
  { files: ['designer/**'], rules: forbid(UP('src'), UP('server')) },
  { files: ['server/**'], rules: forbid(UP('runtime'), UP('designer'), UP('src'), UI) },
  {
    files: ['server/**/*.ts', 'server/**/*.mjs'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    plugins: { 'server-areas': serverAreasPlugin({ root, shared: SERVER_SHARED, exceptions: SERVER_EXCEPTIONS }) },
    rules: { 'server-areas/imports': 'error' },
  },
);
