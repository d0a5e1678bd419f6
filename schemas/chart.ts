// Moved to page-kinds/chart/config.ts: kept for server/ imports, which other work is reorganising.
export * from './page-kinds/chart/config';
