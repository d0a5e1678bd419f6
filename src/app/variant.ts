/**
 * Build variants of spec 000 §2, chosen by VITE_VARIANT at build time:
 * - 'ggfw' (default): the login variant — `/` is the login page when logged out;
 * - 'portal': the public-service variant — `/` is the portal's home, a visitor without a token who
 *   asks for a back-office page is sent to /login (docs/portal.md "Which `/`");
 * - 'business': the business-handling variant — `/` is the entry page and /admin-business exists
 *   (not built: it falls back to the login variant, docs/shell.md).
 * Every variant serves the public pages (/transac, /market …) and the no-token paths.
 */
export type Variant = 'ggfw' | 'portal' | 'business';

export function readVariant(raw: unknown): Variant {
  return raw === 'portal' || raw === 'business' ? raw : 'ggfw';
}

export const VARIANT: Variant = readVariant(import.meta.env.VITE_VARIANT);
