import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

// A second signal, or a close that hangs on a stuck connection, must still stop the process.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { logger: true });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Economic Damages Report listening on ${config.publicUrl} (bound to ${config.host}:${config.port})`);
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration), so this goes to stderr directly.
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
