import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config/config.ts';
import { describeStorage } from './storage/open-storage.ts';

// A bad setting prints its name and why, and ends the process with exit code 78 (no stack trace).
const config = loadConfigOrExit();
const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    port: config.port,
    database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`,
    storage: describeStorage(config.storage),
    metrics: config.metricsToken ? 'on' : 'off',
  },
  `Tender Portal listening on ${config.publicUrl}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
