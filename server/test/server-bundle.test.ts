import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBundle, serverBuildState, SERVER_BUNDLE } from '../../scripts/build-if-changed';
import { startCommand } from '../../scripts/start-command';
import { BUNDLED_PACKAGES } from '../../scripts/build-server';
import { DEMO } from './harness';
import { exited, freePort, withDeadline } from './deadline';

/**
 * `npm start` runs the bundle dist/server/server.mjs (scripts/build-server.ts), not
 * server/server.ts through tsx as every other test does: this test builds it with the step
 * `npm start` runs and starts it as `npm start` does, on SQLite in a data directory of its own.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = path.join(root, SERVER_BUNDLE);

/** The node flags of package.json's start script, before the bundle. */
function startFlags(): string[] {
  const start = startCommand(root);
  if (start.script !== SERVER_BUNDLE.split(path.sep).join('/')) throw new Error(`npm start does not run ${SERVER_BUNDLE}: ${start.script}`);
  return start.flags;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the server bundle `npm start` runs', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-bundle-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is built by the build-if-changed step and current afterwards', async () => {
    await ensureServerBundle(root);
    expect(fs.existsSync(bundle)).toBe(true);
    expect(serverBuildState(root).kind).toBe('current');
  }, 120_000);

  it('points every file URL at the source file it came from (fixtures, the hash worker)', () => {
    const text = fs.readFileSync(bundle, 'utf8');
    const rewritten = [...text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((m) => m[1]);
    // Every import.meta.url left in the bundle is one of the rewritten ones.
    expect(text.split('import.meta.url').length - 1).toBe(rewritten.length);
    expect(rewritten).toContain('../../server/files/hash-thread.ts');
    expect(rewritten).toContain('../../server/fixtures.ts');
    const bundleDir = path.dirname(bundle);
    for (const rel of rewritten) expect(fs.existsSync(path.resolve(bundleDir, rel)), rel).toBe(true);
    // The worker hash-thread.ts starts, next to the file it was written in.
    expect(fs.existsSync(path.resolve(bundleDir, '../../server/files/hash-worker.mjs'))).toBe(true);
  });

  it('carries kysely and TypeBox inside it and imports every other package from node_modules', () => {
    const text = fs.readFileSync(bundle, 'utf8');
    const imported = new Set([...text.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]));
    for (const pkg of BUNDLED_PACKAGES) expect([...imported].filter((m) => m === pkg || m!.startsWith(`${pkg}/`)), pkg).toEqual([]);
    expect(imported).toContain('fastify');
    // The code of both is there: kysely's query compiler and TypeBox's builder.
    expect(text).toContain('PostgresQueryCompiler = class');
    expect(text).toMatch(/\/\/ node_modules\/@sinclair\/typebox\//);
  });

  it('starts, answers /ks, logs a demo account in, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, [...startFlags(), bundle], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;

    let publicKey = '';
    for (const deadline = Date.now() + 90_000; !publicKey; await sleep(50)) {
      if (child.exitCode !== null) throw new Error(`the bundle exited during start:\n${out}`);
      if (Date.now() > deadline) throw new Error(`no answer in 90 s:\n${out}`);
      const res = await fetch(`${base}/ks/common/login/public-key`).catch(() => null);
      if (res) {
        expect(res.status).toBe(200);
        publicKey = ((await res.json()) as { data: { publicKey: string } }).data.publicKey;
      }
    }
    // The first start of a data directory loads the demo data from fixtures/ (paths from the bundle).
    expect(out).toContain('已载入演示数据');
    expect(out).toContain('平台已启动');

    const enc = (text: string) =>
      crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
    const login = await fetch(`${base}/ks/common/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logValue: enc(DEMO.M.username), passWord: enc(DEMO.M.password), loginRoleType: '' }),
    });
    const body = (await login.json()) as { code: number; message: string; data: { token: string } };
    expect(body.code, body.message).toBe(200);
    expect(body.data.token).toBeTruthy();

    // A body that breaks the route's schema: refused with the Chinese complaint (schemas compile on first use).
    const bad = await fetch(`${base}/ks/common/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^缺少必填字段/);

    child.kill('SIGTERM');
    expect(await withDeadline(exited, 30_000, 'SIGTERM 后打包的服务进程退出')).toBe(0);
  }, 150_000);
});

/** Whether something accepts a TCP connection on 127.0.0.1:port now. */
function listening(port: number): Promise<boolean> {
  const probe = new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  return withDeadline(probe, 5_000, `连接 127.0.0.1:${port}`);
}

/**
 * Issue 45 point 13: a process manager (systemd, docker stop, a CI runner) stops what it started
 * with SIGTERM, and what it started is `npm start`. npm forwards the signal to its child; when that
 * child was a shell that had forked the server, the shell died and the server stayed, holding the
 * port. The start script must end in the server itself (`exec`), so the signal reaches it.
 */
describe('SIGTERM to `npm start`', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-npm-start-'));
  // A front end of its own (WEB_ROOT): the start step then builds no dist/web (what a test in the
  // server stage, with no build yet and other tests reading schemas/generated/, must not do).
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-npm-start-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>ks</title>\n');
  let npm: ChildProcess | null = null;
  afterAll(() => {
    // Its own process group (detached): whatever is left of it, a server that outlived npm included, goes.
    if (npm?.pid) {
      try {
        process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('stops the platform: the port is free again within 15 s', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: webRoot };
    delete env.DATABASE_URL;
    delete env.FORCE_BUILD;
    npm = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    npm.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
    npm.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));

    // The start step may bundle the server first (this test run alone): up to 120 s to answer.
    for (const deadline = Date.now() + 120_000; !(await listening(port)); await sleep(100)) {
      if (npm.exitCode !== null) throw new Error(`npm start exited during start:\n${out}`);
      if (Date.now() > deadline) throw new Error(`npm start: no server on ${port} in 120 s:\n${out}`);
    }
    expect(out).toContain('前端由 WEB_ROOT 提供');

    npm.kill('SIGTERM');
    await exited(npm, 15_000, 'SIGTERM 后 npm start 退出');
    let free = false;
    for (const deadline = Date.now() + 15_000; !free && Date.now() < deadline; await sleep(100)) free = !(await listening(port));
    expect(free, `port ${port} still held 15 s after SIGTERM to npm start:\n${out}`).toBe(true);
  }, 180_000);
});
