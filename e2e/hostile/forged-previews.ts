import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { publishVariant, releaseCli } from '../support/release-cli';
import { send } from './http-client';
import type { HostileSite } from './hostile-site';
import type { Row } from './results-table';

// What it takes to open a version nobody released, or to close a preview for others: forged,
// altered, expired, revoked and withdrawn preview links, followed as a browser would. Each must
// open the live site for its follower, with the banner's reason, and change nothing for others.

interface Registry {
  remotes: Record<string, { version: string; reportToken?: string }>;
  preview?: { refused?: string; remote?: string; version?: string };
}

/** What a visitor is served: each remote's version, the preview the banner shows, the page's script origins. */
interface Served {
  versions: Record<string, string>;
  preview: Registry['preview'];
  scriptOrigins: string[];
  /** Whether the previewed remote's entry carries a report token (a reviewer is never counted). */
  previewTokened: boolean;
}

export interface PreviewFigures {
  /** A real link, followed: the control that links work at all. */
  real: Served & { expected: { remote: string; version: string } };
  /** The plain visitor's site before any forgery. */
  before: Served;
  forgeries: Array<{ forgery: string; expected: string; served: Served; othersUnchanged: boolean }>;
  /** A link to one remote naming another remote's version, asked of the release service. */
  crossRemote: { refused: boolean; message: string };
}

const FROM = '127.2.0.2';

/** What a browser with `cookie` (visitor and preview cookies) is served, page and registry. */
async function served(site: HostileSite, cookie: string, previewed?: string): Promise<Served> {
  const registry = JSON.parse((await send(`${site.siteUrl}/registry.json`, { from: FROM, headers: { cookie } })).body) as Registry;
  const page = await send(`${site.siteUrl}/`, { from: FROM, headers: { cookie, accept: 'text/html' } });
  const policy = String(page.headers['content-security-policy'] ?? '');
  const scriptSrc = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';
  return {
    versions: Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, entry.version])),
    preview: registry.preview,
    scriptOrigins: scriptSrc.split(/\s+/).filter((source) => source.startsWith('http')).sort(),
    previewTokened: previewed ? !!registry.remotes[previewed]?.reportToken : false,
  };
}

/** Follows `/preview/<token>` as a browser does: the cookie the site answers with, added to the visitor's. */
async function follow(site: HostileSite, token: string, visitor: string): Promise<string> {
  const answer = await send(`${site.siteUrl}/preview/${token}`, { from: FROM, headers: { cookie: visitor } });
  const previewCookie = String(answer.headers['set-cookie'] ?? '').split(';')[0]!;
  return `${visitor}; ${previewCookie}`;
}

const tokenOf = (url: string) => new URL(url).pathname.replace(/^\/preview\//, '');

/** The same token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

/** The same signature over a payload naming another remote (re-encoded, never re-signed). */
function otherRemote(token: string, remote: string): string {
  const [payload = '', signature = ''] = token.split('.');
  const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify({ ...body, r: remote })).toString('base64url')}.${signature}`;
}

/** The message of a release command's refusal (`--json`: `{ ok: false, error }` on stdout). */
function refusal(stdout = ''): string {
  try {
    return String((JSON.parse(stdout) as { error?: unknown }).error ?? '');
  } catch {
    return stdout.trim().split('\n')[0] ?? '';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runForgedPreviews(site: HostileSite): Promise<PreviewFigures> {
  const release = releaseCli(site.releaseEnv);
  // The last remote's: away from the other scenarios' canaries.
  const remote = site.remotes.at(-1)!;
  const other = site.remotes[0]!;
  const variant = (marker: string) => publishVariant(release, remote.folder, (dist) => appendFile(path.join(dist, 'remoteEntry.js'), `\n/* ${marker} */\n`));
  const link = async (version: string, ...options: string[]) => release<{ id: string; url: string }>('preview', remote.folder, version, ...options);
  const visitor = 'sf-bucket=99';
  const others = async () => served(site, visitor);

  const previewed = await variant('preview');
  const real = await link(previewed, '--expires', '1h');
  const before = await others();
  const realServed = await served(site, await follow(site, tokenOf(real.url), visitor), remote.name);

  const forgeries: PreviewFigures['forgeries'] = [];
  const attempt = async (forgery: string, expected: string, cookie: string | Promise<string>) => {
    const result = await served(site, await cookie, remote.name);
    forgeries.push({ forgery, expected, served: result, othersUnchanged: JSON.stringify(await others()) === JSON.stringify(before) });
  };
  await attempt('a made-up token', 'invalid', follow(site, 'eyJpIjoiMSJ9.bm90LWEtc2lnbmF0dXJlLW5vdC1hLXNpZ25hdHVyZS1ub3QtYQ', visitor));
  await attempt('a real link with its signature altered', 'invalid', follow(site, tampered(tokenOf(real.url)), visitor));
  await attempt(`a real link altered to open ${other.folder} (signature kept)`, 'invalid', follow(site, otherRemote(tokenOf(real.url), other.name), visitor));
  const expiring = await link(previewed, '--expires', '1s');
  await pause(2_500);
  await attempt('an expired link', 'expired', follow(site, tokenOf(expiring.url), visitor));
  const withdrawnVersion = await variant('withdrawn');
  const toWithdrawn = await link(withdrawnVersion, '--expires', '1h');
  await release('withdraw', remote.folder, withdrawnVersion);
  await attempt("a link to a version withdrawn since", 'withdrawn', follow(site, tokenOf(toWithdrawn.url), visitor));
  // A reviewer's cookie, used while the link works and again once it is revoked.
  const revokable = await link(previewed, '--expires', '1h');
  const reviewer = await follow(site, tokenOf(revokable.url), visitor);
  const whileValid = await served(site, reviewer, remote.name);
  await release('preview', '--revoke', revokable.id, '--reason', 'hostile suite');
  await attempt(`a preview cookie reused after its link was revoked (it had opened ${whileValid.versions[remote.name] ?? 'nothing'})`, 'revoked', reviewer);

  // The release service makes links only to a remote's own published versions.
  const crossRemote = await release('preview', remote.folder, before.versions[other.name]!, '--expires', '1h').then(
    () => ({ refused: false, message: 'a link was made' }),
    (error: { stdout?: string }) => ({ refused: true, message: refusal(error.stdout) }),
  );
  return { real: { ...realServed, expected: { remote: remote.name, version: previewed } }, before, forgeries, crossRemote };
}

export function judgePreviews(figures: PreviewFigures): Row[] {
  const scenario = 'forged preview links';
  const { real, before } = figures;
  const sameOrigins = (served: Served) => JSON.stringify(served.scriptOrigins) === JSON.stringify(before.scriptOrigins);
  return [
    {
      scenario,
      check: 'a real link (the control)',
      figure: `opens ${real.versions[real.expected.remote]}; banner ${JSON.stringify(real.preview)}; report token ${real.previewTokened ? 'GIVEN' : 'none'}; script-src ${sameOrigins(real) ? 'as for anyone' : 'WIDENED'}`,
      target: 'opens its version, no report token, script-src unchanged',
      pass: real.versions[real.expected.remote] === real.expected.version && real.preview?.version === real.expected.version && !real.previewTokened && sameOrigins(real),
    },
    ...figures.forgeries.map((entry): Row => {
      const live = JSON.stringify(entry.served.versions) === JSON.stringify(before.versions);
      return {
        scenario,
        check: entry.forgery,
        figure: `${live ? 'the live site' : 'ANOTHER VERSION'}; banner "${entry.served.preview?.refused ?? 'none'}"; others ${entry.othersUnchanged ? 'unchanged' : 'CHANGED'}`,
        target: `the live site; banner "${entry.expected}"; others unchanged`,
        pass: live && entry.served.preview?.refused === entry.expected && entry.othersUnchanged && sameOrigins(entry.served),
      };
    }),
    {
      scenario,
      check: "a link to one remote naming another remote's version (release service)",
      figure: figures.crossRemote.refused ? `refused: ${figures.crossRemote.message}` : 'a link was MADE',
      target: 'refused',
      pass: figures.crossRemote.refused,
    },
  ];
}
