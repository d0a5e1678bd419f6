import fs from 'node:fs';
import path from 'node:path';

/**
 * The node flags and script of package.json's `start`, so a bench or a test starts the server
 * exactly as `npm start` does (one reading of the script, not a copy per caller). The script ends in
 * `exec node …` so that the shell npm starts becomes the server: npm forwards SIGTERM to its
 * child, and that must be the server, not a shell that dies and leaves it running (issue 45 §13).
 */
export function startCommand(root: string): { flags: string[]; script: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const m = /&& exec node ((?:--\S+ )*)(\S+)$/.exec(pkg.scripts.start);
  if (!m) throw new Error(`package.json start script does not end by exec-ing the server ("&& exec node …"): ${pkg.scripts.start}`);
  return { flags: m[1].trim().split(/\s+/).filter(Boolean), script: m[2] };
}
