import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * For load benches (bench/load): with METRICS_REPORT_MS set, the process prints one line
 * `metrics {"rssMb":…,"loopP99Ms":…,"loopMaxMs":…}` that often, the event-loop delay counted from
 * the start. Off by default; the figures are what an operator's monitoring would read.
 */
export function startMetricsReport(everyMs: number): void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const timer = setInterval(() => {
    const line = { rssMb: +(process.memoryUsage.rss() / 2 ** 20).toFixed(1), loopP99Ms: +(loop.percentile(99) / 1e6).toFixed(1), loopMaxMs: +(loop.max / 1e6).toFixed(1) };
    process.stdout.write(`metrics ${JSON.stringify(line)}\n`);
  }, everyMs);
  timer.unref();
}
