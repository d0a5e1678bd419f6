import fs from 'node:fs';
import path from 'node:path';

/**
 * The node flags and script of package.json's `start`, so a bench or a test starts the server
 * exactly as `npm start` does (one reading of the script, not a copy per caller).
 */
export function startCommand(root: string): { flags: string[]; script: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const m = /&& node ((?:--\S+ )*)(\S+)$/.exec(pkg.scripts.start);
  if (!m) throw new Error(`package.json start script does not end by starting the server: ${pkg.scripts.start}`);
  return { flags: m[1].trim().split(/\s+/).filter(Boolean), script: m[2] };
}
