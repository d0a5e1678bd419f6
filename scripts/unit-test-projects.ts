/**
 * Which unit test files run where (vitest.config.ts). The .tsx tests and DOM_TS_TESTS run in jsdom,
 * sharing one module graph and document per worker (`unit`, isolate: false): evaluating antd, Formily
 * and React again for each of 120 files was most of the stage (import 301 s of worker time). The
 * files below need a module graph of their own (`unit:isolated`). Every other .ts test runs in plain
 * Node (`unit:node`). scripts/unit-test-projects.test.ts fails when a jsdom test mocks a module and
 * is not listed in MOCKING_UNIT_TESTS.
 */

/**
 * The .ts unit tests that need a document (storage, dialogs, focus, DOMPurify). A .ts test that
 * touches `document` in plain Node fails at once, by name.
 */
export const DOM_TS_TESTS = [
  'runtime/blocks/form/error-focus.test.ts',
  'runtime/core/sanitize.test.ts',
  'src/api/client.test.ts',
  'src/api/public-client.test.ts',
  'src/app/deep-link.test.ts',
  'src/app/logout.test.ts',
  'src/session/storage.test.ts',
];

/** They replace a module with vi.mock, which cannot reach a module another file already loaded. */
export const MOCKING_UNIT_TESTS = [
  'designer/source/SourceView.test.tsx',
  'runtime/fields/attachment.test.tsx',
  'src/app/logout.test.ts',
  'src/designer-routes/NewSystemDialog.test.tsx',
  'src/layout/UserMenu.test.tsx',
  'src/pages/account/RegisterPage.drafts.test.tsx',
  'src/pages/dynamic/DynamicDetailPage.drafts.test.tsx',
  'src/pages/dynamic/DynamicDetailPage.prefill.test.tsx',
  'src/pages/dynamic/DynamicDetailPage.save.test.tsx',
  'src/pages/dynamic/DynamicDetailPage.test.tsx',
  'src/pages/dynamic/DynamicListPage.test.tsx',
  'src/pages/dynamic/EmbeddedNode.test.tsx',
  'src/pages/experts/ProjectExpertDraws.test.tsx',
  'src/pages/login/LoginPage.test.tsx',
  'src/pages/system/PermissionsSetPage.test.tsx',
  'src/pages/system/RegistrationAuditPage.test.tsx',
  'src/pages/system/audit/audit-pages.test.tsx',
  'src/pages/system/company-info/EnterpriseCentre.test.tsx',
  'src/shared/LeaveGuard.test.tsx',
];

/**
 * They read the whole document, which in a shared worker holds what earlier files left in it, or
 * depend on state another file leaves in a shared module: progressive.test.tsx plans fewer chunks
 * after some other files ran in its worker (found by shuffled runs; the state is not traced yet).
 */
export const STATEFUL_UNIT_TESTS = ['src/app/jsdom-styles.test.tsx', 'runtime/blocks/form/progressive.test.tsx'];
