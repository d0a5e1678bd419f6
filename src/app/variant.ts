/**
 * Build variants of spec 000 §2, chosen by VITE_VARIANT at build time:
 * - 'ggfw' (default): the login variant — `/` is the login page when logged out;
 * - 'portal': the public-service variant — `/` is the public home (public pages not built yet);
 * - 'business': the business-handling variant — `/` is the entry page and /admin-business exists.
 * Only the login variant is implemented; the other two fall back to it (docs/shell.md).
 */
export type Variant = 'ggfw' | 'portal' | 'business';

export function readVariant(raw: unknown): Variant {
  return raw === 'portal' || raw === 'business' ? raw : 'ggfw';
}

export const VARIANT: Variant = readVariant(import.meta.env.VITE_VARIANT);
