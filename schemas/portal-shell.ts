/**
 * The public header the server sends inside index.html for a public address (docs/portal.md "First
 * paint"): written by the build (scripts/build-portal-shell.tsx) beside index.html, read by the
 * server (server/portal/public-html.ts).
 */
export const PORTAL_SHELL_FILE = 'portal-shell.json';

export interface PortalShellFile {
  /** The build's VITE_VARIANT: `/` is a public page only in the portal variant. */
  variant: string;
  /** Stands for the platform's name (HTML-escaped by the server) in `pages`. */
  nameSlot: string;
  /** Stands for 开标大厅's address (escaped) in `pages[…].hall`. */
  hallSlot: string;
  /** The CSS the public app's first render uses, for a <style> in <head>. */
  css: string;
  /** By path: the markup inside #root with 开标大厅's address and without it. */
  pages: Record<string, { hall: string; noHall: string }>;
}
