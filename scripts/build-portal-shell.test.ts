import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_APP_PATHS } from '../schemas/portal-paths';
import { PORTAL_SHELL_FILE, type PortalShellFile } from '../schemas/portal-shell';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];

/** The build step as vite.config.ts runs it, in a folder of its own. */
function build(variant: string): PortalShellFile {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-shell-'));
  dirs.push(out);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-portal-shell.tsx', out, variant], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  return JSON.parse(fs.readFileSync(path.join(out, PORTAL_SHELL_FILE), 'utf8')) as PortalShellFile;
}

describe('the public header sent with index.html (scripts/build-portal-shell.tsx)', () => {
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const portal = build('portal');
  const login = build('ggfw');

  it('draws every public address; `/` only in the portal variant, transparent over the banner with 首页 current', () => {
    expect(Object.keys(portal.pages).sort()).toEqual(['/', ...PORTAL_APP_PATHS].sort());
    expect(Object.keys(login.pages).sort()).toEqual([...PORTAL_APP_PATHS].sort());
    const home = portal.pages['/'].noHall;
    expect(home).toContain('class="ks-portal-header is-transparent"');
    expect(home).toMatch(/<a class="is-active" aria-current="page" href="\/"[^>]*>首页<\/a>/);
    expect(home).toContain(`<h1>${portal.nameSlot}</h1>`);
  });

  it('marks the item the address belongs to, and none for an address only the session remembers', () => {
    expect(portal.pages['/transac-news'].noHall).toMatch(/aria-current="page" href="\/transac"[^>]*>交易信息/);
    expect(portal.pages['/market-details'].noHall).toMatch(/aria-current="page" href="\/market"[^>]*>市场主体/);
    expect(portal.pages['/caLogin'].noHall).not.toContain('aria-current');
    expect(portal.pages['/transac'].noHall).not.toContain('is-transparent');
  });

  it('starts with the skip link, links with real addresses, and 开标大厅 as a link only when it has an address', () => {
    const page = portal.pages['/market'];
    expect(page.noHall).toMatch(/^<div class="ks-portal"><a class="ks-skip-link" href="#main-content">跳到主要内容<\/a><header/);
    expect(page.noHall).toMatch(/<main id="main-content" tabindex="-1" class="ks-portal-main"><p class="ks-portal-muted" role="status">加载中…<\/p><\/main>/);
    for (const href of ['/', '/transac', '/market', '/login', '/register']) expect(page.noHall).toContain(`href="${href}"`);
    expect(page.noHall).toContain('开标大厅（未开通）');
    expect(page.noHall).not.toContain(portal.hallSlot);
    expect(page.hall).toContain(`<a href="${portal.hallSlot}" target="_blank" rel="noopener noreferrer"`);
  });

  it('carries the CSS the frame needs: the page, the hidden skip link, the header', () => {
    for (const rule of ['html,body,#root{', '.ks-skip-link{', '.ks-skip-link:focus{', '.ks-portal-header{', '.ks-portal-header.is-transparent{', '.ks-portal-banner{']) expect(portal.css).toContain(rule);
    expect(portal.css).not.toContain('/*');
  });
});
