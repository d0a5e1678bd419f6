/**
 * Server test files that replace a module with vi.mock. The `server` project shares one module
 * graph per worker (vitest.config.ts), where a mock cannot reach a module another file already
 * loaded: these run in the `server:isolated` project instead. scripts/mocking-server-tests.test.ts
 * fails when a server test mocks a module and is not listed here.
 */
export const MOCKING_SERVER_TESTS = ['server/test/auth-captcha.test.ts'];
