/**
 * The footer reloads the page when the server runs a different version than the one this browser
 * last saw (spec 000 §4), so a deployment reaches open tabs. The first visit only records it.
 */
export function shouldReloadForVersion(stored: string | null, server: string | null | undefined): boolean {
  return Boolean(stored && server && stored !== server);
}
