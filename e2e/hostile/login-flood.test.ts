import { describe, expect, it } from 'vitest';
import { judgeLoginFlood, type LoginFloodFigures } from './login-flood';

const sample = (ms: number) => ({ latencies: Array.from({ length: 300 }, () => ms), failures: 0 });
const defended: LoginFloodFigures = {
  floodSeconds: 60,
  idle: sample(3),
  during: sample(5),
  answers: { 401: 5, 429: 9_000 },
  lockProbe: { status: 429, retryAfter: '5', json: true },
  waitedMs: 6_000,
  realLoginStatus: 200,
  realLoginToken: true,
};
const failing = (figures: LoginFloodFigures) =>
  judgeLoginFlood(figures)
    .filter((row) => !row.pass)
    .map((row) => row.check);

describe('the login-flood verdict', () => {
  it('passes a locked account, a later real login and static files at most twice as slow', () => {
    expect(failing(defended)).toEqual([]);
  });

  it('fails static files slowed past twice their idle p99', () => {
    expect(failing({ ...defended, during: sample(7) })).toEqual(['site static p99: during / idle']);
  });

  it('fails an account that is not locked, or locked without Retry-After or JSON', () => {
    const check = 'attacked account locked (another address)';
    expect(
      failing({ ...defended, lockProbe: { status: 401, retryAfter: undefined, json: true } }),
    ).toEqual([check]);
    expect(
      failing({ ...defended, lockProbe: { status: 429, retryAfter: undefined, json: true } }),
    ).toEqual([check]);
    expect(
      failing({ ...defended, lockProbe: { status: 429, retryAfter: '5', json: false } }),
    ).toEqual([check]);
  });

  it('fails when the owner still cannot log in after waiting', () => {
    expect(failing({ ...defended, realLoginStatus: 429, realLoginToken: false })).toEqual([
      'real login after Retry-After (another address)',
    ]);
  });

  it('shows the API’s own static file as a figure, which never fails the run', () => {
    const rows = judgeLoginFlood({ ...defended, apiIdle: sample(3), apiDuring: sample(300) });
    expect(rows.find((row) => row.check === 'API static p99: during / idle')).toMatchObject({
      figure: '300 / 3 ms (0 failed)',
      pass: true,
    });
  });
});
