import fs from 'node:fs';

/** sysconf(_SC_CLK_TCK), the unit of /proc/<pid>/stat's times: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

/**
 * CPU ms (user + system) of a process from /proc/<pid>/stat (Linux), with its waited-for children
 * when asked; NaN when the process is gone or there is no /proc. The command name may hold spaces
 * and parentheses, so the fields are counted after its last ')': stat(5)'s fields 14–17 are
 * indexes 11–14 there.
 */
export function processCpuMs(pid: number | string, withChildren = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
