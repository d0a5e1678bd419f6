/** The current time as stored in the database (ISO-8601, UTC). */
export const nowIso = (): string => new Date().toISOString();

export const isoAfterMinutes = (minutes: number): string => new Date(Date.now() + minutes * 60_000).toISOString();
