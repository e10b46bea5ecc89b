import { isMessageJson, send, type Answer, type SendOptions } from './http-client';
import type { HostileSite } from './hostile-site';
import type { Row } from './results-table';

/** More than any server's header limit (Node's default is 16 KB). */
const HUGE_HEADER = 'a'.repeat(32 * 1024);

interface Probe {
  name: string;
  path: string;
  options?: SendOptions;
  /** An answer below 400 is fine too (OPTIONS may answer 204); an error must still be JSON. */
  mayAnswer?: boolean;
}

export interface ProbedOrigin {
  origin: string;
  answers: Array<{ name: string; status: number; json: boolean; mayAnswer: boolean }>;
  /** Response headers of a file (or, for the API, an answer) of this origin. */
  headers: Record<string, string | undefined>;
}

/** The error answers anyone can provoke on an origin with `known` one of its paths. */
function probesFor(known: string): Probe[] {
  return [
    { name: '404', path: '/no-such-file-here.js' },
    { name: 'wrong method', path: known, options: { method: 'DELETE' } },
    { name: 'traversal', path: '/%2e%2e/%2e%2e/etc/passwd' },
    // A NUL in the path is what the static file server refuses with 403.
    { name: 'forbidden path', path: '/%00' },
    { name: 'huge header', path: known, options: { headers: { 'x-huge': HUGE_HEADER } } },
    {
      name: 'OPTIONS without Origin',
      path: known,
      options: { method: 'OPTIONS' },
      mayAnswer: true,
    },
  ];
}

async function probeOrigin(origin: string, base: string, known: string): Promise<ProbedOrigin> {
  const answers = [];
  for (const probe of probesFor(known)) {
    // No answer at all (a connection reset) shows as status 0, which fails.
    const answer: Answer | undefined = await send(`${base}${probe.path}`, probe.options).catch(
      () => undefined,
    );
    answers.push({
      name: probe.name,
      status: answer?.status ?? 0,
      json: answer !== undefined && isMessageJson(answer),
      mayAnswer: probe.mayAnswer ?? false,
    });
  }
  const file = await send(`${base}${known}`);
  const headers = Object.fromEntries(
    Object.entries(file.headers).map(([name, value]) => [name, [value].flat().join(', ')]),
  );
  return { origin, answers, headers };
}

export async function runErrorAnswers(site: HostileSite): Promise<ProbedOrigin[]> {
  const origins = [
    await probeOrigin('site', site.siteUrl, '/favicon.svg'),
    await probeOrigin('api', site.apiUrl, '/api/v1/products'),
  ];
  for (const remote of site.remotes) {
    origins.push(
      await probeOrigin(remote.folder, remote.origin, new URL(remote.entryUrl).pathname),
    );
  }
  return origins;
}

/** The headers each kind of origin must send, as [check, problem or undefined]. */
export function headerProblems(probed: ProbedOrigin): Array<[string, string | undefined]> {
  const { headers } = probed;
  const nosniff: [string, string | undefined] = [
    'X-Content-Type-Options: nosniff',
    headers['x-content-type-options'] === 'nosniff' ? undefined : 'missing',
  ];
  if (probed.origin === 'api') {
    const csp = headers['content-security-policy'] ?? '';
    return [
      nosniff,
      [
        "Content-Security-Policy default-src 'none'",
        /(^|;)\s*default-src 'none'/.test(csp) ? undefined : csp || 'missing',
      ],
    ];
  }
  if (probed.origin === 'site') return [nosniff];
  return [
    nosniff,
    [
      'Cross-Origin-Resource-Policy',
      headers['cross-origin-resource-policy'] ? undefined : 'missing',
    ],
  ];
}

export function judgeErrorAnswers(origins: ProbedOrigin[]): Row[] {
  const scenario = 'what is served';
  return origins.flatMap((probed) => {
    const bad = probed.answers.filter(
      (answer) => answer.status === 0 || (answer.status < 400 ? !answer.mayAnswer : !answer.json),
    );
    const statuses = probed.answers.map((answer) => `${answer.name} ${answer.status}`).join(', ');
    const errorRow: Row = {
      scenario,
      check: `error answers: ${probed.origin}`,
      figure:
        bad.length === 0
          ? statuses
          : `not JSON {message}: ${bad.map((answer) => `${answer.name} ${answer.status}`).join(', ')}`,
      target: '4xx JSON {message}, no FST_',
      pass: probed.answers.length > 0 && bad.length === 0,
    };
    const headerRows = headerProblems(probed).map(([check, problem]): Row => ({
      scenario,
      check: `${check}: ${probed.origin}`,
      figure: problem ?? 'present',
      target: 'present',
      pass: problem === undefined,
    }));
    return [errorRow, ...headerRows];
  });
}
