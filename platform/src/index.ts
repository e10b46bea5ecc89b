export { connect, type ConnectOptions } from './connect';
export { dataDirFromEnv, databaseFromEnv, DEFAULT_EMBEDDED_PORT, type DatabaseLocation } from './database-from-env';
export { EMBEDDED_DATABASE_ENTRY, PLATFORM_DIR, startDatabaseProcess, type DatabaseProcess } from './database-process';
export { migrateToLatest, type Migrations } from './migrate';
export { announceReady, closeOnExitSignals, processAlive } from './process-lifecycle';
export { logRequests, serverLogging } from './server-logging';
export { escapeUnprintable } from './terminal-text';
