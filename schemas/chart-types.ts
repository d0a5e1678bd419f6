// Moved to page-kinds/chart/chart-types.ts: kept for server/ imports, which other work is reorganising.
export * from './page-kinds/chart/chart-types';
