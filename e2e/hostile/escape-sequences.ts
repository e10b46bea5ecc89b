import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { workspace } from '../support/workspace-copy';
import { clientAddress, jsonOf, send } from './http-client';
import type { HostileSite } from './hostile-site';
import type { Row } from './results-table';

const run = promisify(execFile);
const FROM = clientAddress(246);

/** Names a terminal would act on, or that read differently from what they are. */
export const HOSTILE_NAMES = {
  'ANSI colour and window title': 'Eve \u001b[31mRed\u001b]0;pwned\u0007 Doe',
  'right-to-left override U+202E': 'Eve \u202eeoD',
  NUL: 'Eve\u0000Doe',
} as const;
export type HostileNameKind = keyof typeof HOSTILE_NAMES;

/** What a terminal must never receive from stored text: C0 and C1 controls (but newline) and bidi controls. */
const isRawControl = (code: number) =>
  (code < 0x20 && code !== 0x0a) ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

export const printsRawControl = (text: string) =>
  [...text].some((character) => isRawControl(character.codePointAt(0)!));

export interface EscapeFigures {
  answers: Array<{ kind: HostileNameKind; status: number; fieldError: string | undefined }>;
  /** Whether the operator's listing printed any raw control character; undefined when nothing was stored. */
  listingRaw: boolean | undefined;
}

/** The listing support staff read: `pnpm --filter @storefront/api support-requests` on the site's database. */
async function operatorListing(site: HostileSite): Promise<string> {
  const { stdout } = await run('pnpm', ['-s', '--filter', '@storefront/api', 'support-requests'], {
    cwd: workspace,
    env: { ...process.env, DATABASE_URL: site.databaseUrl },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

export async function runEscapeSequences(site: HostileSite): Promise<EscapeFigures> {
  const answers: EscapeFigures['answers'] = [];
  for (const [kind, fullName] of Object.entries(HOSTILE_NAMES) as Array<
    [HostileNameKind, string]
  >) {
    const body = {
      fullName,
      email: 'eve@example.in',
      phone: '+91 98765 43210',
      productModel: 'SecureLock Pro',
      issue: 'The lock beeps twice.',
      preferredContact: 'email',
    };
    const answer = await send(`${site.apiUrl}/api/v1/support-requests`, {
      method: 'POST',
      from: FROM,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const errors = (jsonOf(answer) as { errors?: { fullName?: unknown } } | undefined)?.errors;
    answers.push({
      kind,
      status: answer.status,
      fieldError: typeof errors?.fullName === 'string' ? errors.fullName : undefined,
    });
  }
  const stored = answers.some((answer) => answer.status === 200 || answer.status === 201);
  return {
    answers,
    listingRaw: stored ? printsRawControl(await operatorListing(site)) : undefined,
  };
}

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

export function judgeEscapeSequences(figures: EscapeFigures): Row[] {
  const scenario = 'escape sequences in a support request name';
  return figures.answers.map(({ kind, status, fieldError }) => {
    const refused = status === 400 && fieldError !== undefined;
    const stored = status === 200 || status === 201;
    const figure = refused
      ? `400, fullName: "${shorten(fieldError)}"`
      : stored
        ? `stored; listing ${figures.listingRaw ? 'prints it raw' : 'shows it escaped'}`
        : `${status}`;
    return {
      scenario,
      check: kind,
      figure,
      target: '400 with a fullName error, or escaped in the listing',
      pass: refused || (stored && figures.listingRaw === false),
    };
  });
}
