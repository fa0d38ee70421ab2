import type { FastifyInstance } from 'fastify';
import { installFastModuleFormat } from './startup/module-format.js';

// Before the app's module graph is resolved, hence the dynamic imports below (see the module).
installFastModuleFormat();
const { buildApp } = await import('./app.js');
const { ConfigError, loadConfig } = await import('./config.js');
const { ManualClock } = await import('./clock.js');

/** After the deadline has closed the last connections, how long closing may still take. */
const closeAfterDeadlineMs = 5_000;

/**
 * A safe restart: no new connections (and 503 on kept-alive ones, so readiness fails), the
 * requests in flight finish, uploads included, then the database closes. Requests still open
 * at the deadline lose their connections (an upload cut short leaves nothing behind, see
 * files/durable-file-writer.ts) so a deploy never waits forever.
 */
function closeGracefully(app: FastifyInstance, signal: string, deadlineMs: number): void {
  app.log.info(`${signal}: finishing requests in flight, then closing`);
  const deadline = setTimeout(() => {
    app.log.warn(`requests still open ${deadlineMs} ms after ${signal}: closing their connections`);
    app.server.closeAllConnections();
    setTimeout(() => {
      app.log.error('closing did not finish after the deadline: exiting');
      process.exit(1);
    }, closeAfterDeadlineMs).unref();
  }, deadlineMs);
  deadline.unref();
  app.close().then(
    () => {
      app.log.info('closed');
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    },
  );
}

/** The only file that listens: configuration from the environment, then the app. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Only tests of real server processes stop the clock (config.ts refuses it in production).
  const clock = config.testClockAt === undefined ? undefined : new ManualClock(config.testClockAt);
  const app = await buildApp(config, { clock });
  const deadlineMs = config.shutdownTimeoutMs ?? 30_000;
  // `once`: a second signal takes Node's default and ends the process at once.
  process.once('SIGINT', () => closeGracefully(app, 'SIGINT', deadlineMs));
  process.once('SIGTERM', () => closeGracefully(app, 'SIGTERM', deadlineMs));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
