/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build variant: 'ggfw' (login, default), 'portal' or 'business' — see docs/shell.md. */
  readonly VITE_VARIANT?: string;
}
