import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { describeStorage } from './storage/open-storage.ts';

const config = loadConfig();
const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    port: config.port,
    database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`,
    storage: describeStorage(config.storage),
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
