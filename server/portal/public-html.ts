import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PORTAL_APP_PATHS } from '../../schemas/portal-paths';
import { PORTAL_SHELL_FILE, type PortalShellFile } from '../../schemas/portal-shell';
import type { Database } from '../db/types';
import { AnswerCache } from './guard';
import { DEFAULT_PLATFORM, readPlatform } from './platform';

/**
 * A public address's index.html with the public header already inside #root and its CSS in <head>
 * (docs/portal.md "First paint"): the header paints before any script has run, and the public app's
 * loading state draws the same header in the same place when React takes over. The markup is the
 * build's (dist/web/portal-shell.json, drawn by the app's own component); the server fills in the
 * platform's name and 开标大厅's address. Any other address gets index.html as built.
 */

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HeaderFacts {
  name: string;
  hall?: string;
}

/** index.html with `path`'s header; null when the build has none for it (or index.html has no empty #root). */
export function publicIndexHtml(indexHtml: string, shell: PortalShellFile, path: string, facts: HeaderFacts): string | null {
  const page = Object.hasOwn(shell.pages, path) ? shell.pages[path] : undefined;
  if (!page || !indexHtml.includes('<div id="root"></div>') || !indexHtml.includes('</head>')) return null;
  // The same rule as the setting's schema: an http(s) address, else the header says 未开通.
  const hall = facts.hall && /^https?:\/\//i.test(facts.hall) ? facts.hall : undefined;
  const markup = (hall ? page.hall.split(shell.hallSlot).join(escapeHtml(hall)) : page.noHall).split(shell.nameSlot).join(escapeHtml(facts.name));
  // Functions as replacements: a `$&` in the name must stay text.
  return indexHtml.replace('</head>', () => `<style>${shell.css}</style></head>`).replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

interface Built {
  stamp: string;
  index: string;
  shell: PortalShellFile | null;
}

/**
 * index.html and portal-shell.json as they are on disk, read again when either changes: a build
 * written while the server runs replaces the asset names index.html points at.
 */
function builtFiles(webRoot: string): () => Built | null {
  let last: Built | null = null;
  return () => {
    const files = [path.join(webRoot, 'index.html'), path.join(webRoot, PORTAL_SHELL_FILE)];
    const stats = files.map((f) => fs.statSync(f, { throwIfNoEntry: false }));
    if (!stats[0]) return null;
    const stamp = stats.map((s) => (s ? `${s.mtimeMs}:${s.size}` : '-')).join('|');
    if (last?.stamp !== stamp) {
      let shell: PortalShellFile | null = null;
      try {
        shell = stats[1] ? (JSON.parse(fs.readFileSync(files[1], 'utf8')) as PortalShellFile) : null;
      } catch {
        // a build being written: index.html alone until it is complete
      }
      last = { stamp, index: fs.readFileSync(files[0], 'utf8'), shell };
    }
    return last;
  };
}

/**
 * GET (and HEAD) routes for the public addresses and `/`, ahead of @fastify/static's wildcard. `/`
 * is a public page only in the portal variant (the build says which); elsewhere it is index.html as
 * @fastify/static would send it.
 */
export function registerPublicHtml(app: FastifyInstance, db: Kysely<Database>, webRoot: string): void {
  const built = builtFiles(webRoot);
  // The name an administrator saves shows within the portal's answer cache's moment.
  const cache = new AnswerCache();
  const facts = () =>
    cache.get('header', async (): Promise<HeaderFacts> => {
      const p = await readPlatform(db);
      return { name: p.platformName || DEFAULT_PLATFORM.platformName, hall: p.bidHallUrl };
    });
  for (const url of ['/', ...PORTAL_APP_PATHS]) {
    app.get(url, async (_request, reply) => {
      const files = built();
      const shell = files?.shell;
      const page = files && shell && (url !== '/' || shell.variant === 'portal') ? publicIndexHtml(files.index, shell, url, await facts()) : null;
      if (!page) return reply.type('text/html').sendFile('index.html');
      // Revalidated on every visit: the name in it changes when an administrator renames the platform.
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  }
}
