import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, migrateToLatest } from '@storefront/platform';
import { consoleReleaseFrom, type ReleaseToken } from '@storefront/release';
import { fakeReleaseEnvironment, type FakeReleaseEnvironment } from '@storefront/release/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildConsoleServer, type ConsoleServerOptions } from '../console-server';
import { ENTRY_SCRIPTS_FILE } from '../../paths';
import { sessionMigrations } from '../sessions/session-migrations';
import { DEFAULT_SESSION_LIMITS, SessionStore } from '../sessions/session-store';
import type { ConsoleTables } from '../sessions/session-tables';
import { SignInAttempts } from '../sessions/sign-in-attempts';

export const CONSOLE_ORIGIN = 'http://localhost:8085';

export interface ConsoleUnderTest {
  app: FastifyInstance;
  release: FakeReleaseEnvironment;
  tokens: Record<'manager' | 'catalogTeam', { value: string; record: ReleaseToken }>;
  /** The clock sessions read; tests move it. */
  clock: { now: Date };
  /** A request as the console's own page sends it (its Origin, same-origin fetch), with a session cookie when given. */
  call: (options: Omit<InjectOptions, 'headers'> & { cookie?: string; headers?: Record<string, string | undefined> }) => Promise<LightMyRequestResponse>;
  /** Signs in and answers the session cookie (`name=value`). */
  signIn: (token: string, name?: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The console's server on a fake release environment (a real database, a temporary store) with a
 * built app of one script, a release manager's token and the catalog team's.
 */
export async function consoleUnderTest(options: Partial<ConsoleServerOptions> = {}): Promise<ConsoleUnderTest> {
  const release = await fakeReleaseEnvironment();
  const db = connect<ConsoleTables>({ url: release.env.DATABASE_URL! });
  await migrateToLatest(db, 'console', sessionMigrations);
  const distDir = await mkdtemp(path.join(tmpdir(), 'console-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, ENTRY_SCRIPTS_FILE), JSON.stringify(['/assets/main.0123456789.js']));
  await writeFile(path.join(distDir, 'assets', 'main.0123456789.js'), 'console.log("console");');
  await writeFile(path.join(distDir, 'assets', 'main.0123456789.js.map'), '{}');
  const clock = { now: new Date() };
  const app = await buildConsoleServer({
    release: consoleReleaseFrom(release.context),
    sessions: new SessionStore(db, DEFAULT_SESSION_LIMITS, () => clock.now),
    signInAttempts: new SignInAttempts(db),
    publicUrl: CONSOLE_ORIGIN,
    distDir,
    ...options,
  });
  const made = async (input: Parameters<typeof release.context.tokens.create>[0]) => {
    const { token, record } = await release.context.tokens.create(input);
    return { value: token, record };
  };
  const tokens = {
    manager: await made({ label: 'release managers', role: 'release-manager', remote: null, createdBy: 'asha' }),
    catalogTeam: await made({ label: 'catalog-mfe team', role: 'team', remote: 'catalog_mfe', createdBy: 'asha' }),
  };
  // Each request from a network of its own, so the sign-in limit is met only where a test means to.
  let networks = 0;
  const call: ConsoleUnderTest['call'] = ({ cookie, headers, ...rest }) => {
    networks += 1;
    return app.inject({
      remoteAddress: `10.${Math.floor(networks / 256) % 256}.${networks % 256}.1`,
      ...rest,
      // A header given as undefined is left out, as a client that does not send it.
      headers: Object.fromEntries(
        Object.entries({ origin: CONSOLE_ORIGIN, 'sec-fetch-site': 'same-origin', ...(cookie && { cookie }), ...headers }).filter(([, value]) => value !== undefined),
      ) as Record<string, string>,
    });
  };
  return {
    app,
    release,
    tokens,
    clock,
    call,
    signIn: async (token, name) => {
      const answer = await call({ method: 'POST', url: '/console-api/session', payload: { token, name } });
      if (answer.statusCode !== 200) throw new Error(`sign-in answered ${answer.statusCode}: ${answer.body}`);
      return answer.headers['set-cookie']!.toString().split(';')[0]!;
    },
    close: async () => {
      await app.close();
      await db.destroy();
      await release.cleanUp();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
