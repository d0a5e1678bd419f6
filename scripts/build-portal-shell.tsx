/**
 * The public header the server sends inside index.html for a public address (docs/portal.md "First
 * paint"), drawn by the component the public app draws it with (src/pages/portal/PortalFrame.tsx),
 * not by a second copy: `dist/web/portal-shell.json`, read by server/portal/public-html.ts.
 *
 *   node --import tsx scripts/build-portal-shell.tsx <outDir> [variant]
 *
 * Run by vite.config.ts when a build has written its files (`npm run build`, `npm start`'s build,
 * the benches' builds alike). For every public path, the public app's loading state (the frame, the
 * header with that path's active item, 加载中…) with placeholders for the platform's name and
 * 开标大厅's address, with and without the address; `/` only in the portal variant, where it is the
 * portal's home. Beside them the CSS the public app's first render uses, for an inline <style>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PORTAL_APP_PATHS } from '../schemas/portal-paths';
import { PORTAL_SHELL_FILE, type PortalShellFile } from '../schemas/portal-shell';
import { activeItem } from '../src/pages/portal/nav';
import { PortalLoading } from '../src/pages/portal/PortalFrame';

export const NAME_SLOT = '%%KS_PLATFORM_NAME%%';
export const HALL_SLOT = '%%KS_BID_HALL%%';

/** What the public app imports before its first render draws with: the page, the skip link, the frame. */
const CSS_FILES = ['src/styles/global.css', 'src/styles/focus.css', 'src/pages/portal/portal-frame.css'];

/** Comments out, runs of white space as one: the rules as written, smaller on the wire. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();
}

export function portalShell(root: string, variant: string): PortalShellFile {
  // The server cannot read sessionStorage: an address whose item is only remembered (a no-token page) has none.
  const draw = (p: string, hall?: string) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[p]}>
        <PortalLoading name={NAME_SLOT} hall={hall} active={activeItem(p, null)} home={p === '/'} />
      </MemoryRouter>,
    );
  const paths = [...(variant === 'portal' ? ['/'] : []), ...PORTAL_APP_PATHS];
  return {
    variant,
    nameSlot: NAME_SLOT,
    hallSlot: HALL_SLOT,
    css: CSS_FILES.map((f) => compactCss(fs.readFileSync(path.join(root, f), 'utf8'))).join(''),
    pages: Object.fromEntries(paths.map((p) => [p, { hall: draw(p, HALL_SLOT), noHall: draw(p) }])),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const [outDir, variant = 'ggfw'] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: build-portal-shell.tsx <outDir> [variant]');
    process.exit(2);
  }
  fs.writeFileSync(path.join(outDir, PORTAL_SHELL_FILE), JSON.stringify(portalShell(root, variant)));
}
