import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The arrows of ARCHITECTURE.md: schemas ← runtime ← designer ← src; server imports schemas only.
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((g) => ({ group: g.group, message: g.message })) }],
});
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
