import path from 'node:path';
import { readConfig } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { loadFixturesOnce } from './fixtures';
import { buildApp } from './app';

/** Starts the platform: database, migrations, demo data on first start, then the HTTP server. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`平台已启动: http://localhost:${config.port} (${database.dialect.name})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
