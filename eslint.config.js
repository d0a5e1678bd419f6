import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
