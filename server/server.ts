import path from 'node:path';
import { readConfig } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { loadFixturesOnce } from './fixtures';
import { buildApp } from './app';
import { stdoutLogStream } from './log-stream';
import { installShutdown } from './shutdown';
import { startMetricsReport } from './metrics-report';
import { smsSenderFromEnv } from './account/sms/sender';
import { weatherFromEnv } from './weather/provider';
import { tuneTiering } from './v8-tiering';

/** Starts the platform: database, migrations, demo data on first start, then the HTTP server. */
async function main(): Promise<void> {
  tuneTiering();
  const config = readConfig();
  if (Number(process.env.METRICS_REPORT_MS) > 0) startMetricsReport(Number(process.env.METRICS_REPORT_MS));
  const database = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  await migrateToLatest(database.db, database.dialect);
  if (config.loadFixtures && (await loadFixturesOnce(database.db))) {
    console.log('已载入演示数据 (demo data loaded)');
  }
  const { app } = await buildApp({
    database,
    tokenTtlMinutes: config.tokenTtlMinutes,
    trustProxy: config.trustProxy,
    webRoot: config.webRoot,
    uploadDir: path.join(config.dataDir, 'uploads'),
    logger: { level: config.logLevel, stream: stdoutLogStream() },
    sms: smsSenderFromEnv(process.env),
    weather: weatherFromEnv(process.env),
    uploadQuota: config.uploadQuota,
    draftDays: config.draftDays,
    // Background jobs (server/jobs, the detection of issue 49); their poller stops with app.close().
    runJobs: process.env.JOBS_POLL !== '0',
  });

  installShutdown({
    graceMs: config.shutdownGraceMs,
    log: app.log,
    close: async () => {
      // app.close() closes the keep-alive connections that are idle when it starts; one whose
      // request finishes later would stay open until its keep-alive timeout and hold the exit.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  console.log(`平台已启动: http://localhost:${config.port} (${database.dialect.name})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
