import { describe, expect, it } from 'vitest';
import { headerProblems, judgeErrorAnswers, type ProbedOrigin } from './error-answers';
import { isDebugFile, judgeServedFiles } from './served-files';

describe('debug files', () => {
  it('are source maps, build stats and harness pages, not the code itself', () => {
    expect(
      ['main.1a2b.js.map', '0.1.0-abc/mf-stats.json', '0.1.0-abc/index.html'].every(isDebugFile),
    ).toBe(true);
    expect(
      ['main.1a2b.js', 'mf-manifest.json', 'favicon.svg', 'not-mf-stats.json'].some(isDebugFile),
    ).toBe(false);
  });

  it('fail an origin that serves any of them, and an origin with none to ask for', () => {
    const rows = judgeServedFiles([
      { origin: 'site', files: 5, reachable: [] },
      { origin: 'catalog-mfe', files: 20, reachable: [{ path: '0.1.0/1.js.map', status: 200 }] },
      { origin: 'content-mfe', files: 0, reachable: [] },
    ]);
    expect(rows.map((row) => row.pass)).toEqual([true, false, false]);
    expect(rows[1]!.figure).toBe('1 of 20 reachable (200 0.1.0/1.js.map)');
  });
});

const answer = (name: string, status: number, json = true, mayAnswer = false) => ({
  name,
  status,
  json,
  mayAnswer,
});

describe('error answers and headers', () => {
  const api: ProbedOrigin = {
    origin: 'api',
    answers: [
      answer('404', 404),
      answer('huge header', 431),
      answer('OPTIONS without Origin', 204, false, true),
    ],
    headers: {
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    },
  };

  it('pass JSON errors, a bodiless answer where one may answer, and the API’s headers', () => {
    expect(judgeErrorAnswers([api]).every((row) => row.pass)).toBe(true);
  });

  it('fail a plain-text error, a probe that succeeded, and no answer at all', () => {
    const broken = {
      ...api,
      answers: [
        answer('OPTIONS without Origin', 400, false, true),
        answer('traversal', 200),
        answer('huge header', 0, false),
      ],
    };
    expect(judgeErrorAnswers([broken])[0]).toMatchObject({
      pass: false,
      figure: 'not JSON {message}: OPTIONS without Origin 400, traversal 200, huge header 0',
    });
  });

  it('want nosniff and CORP on a remote, and default-src none on the API', () => {
    expect(
      headerProblems({
        origin: 'catalog-mfe',
        answers: [],
        headers: { 'x-content-type-options': 'nosniff' },
      }),
    ).toEqual([
      ['X-Content-Type-Options: nosniff', undefined],
      ['Cross-Origin-Resource-Policy', 'missing'],
    ]);
    expect(
      headerProblems({
        ...api,
        headers: {
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'self'",
        },
      })[1],
    ).toEqual(["Content-Security-Policy default-src 'none'", "default-src 'self'"]);
  });
});
