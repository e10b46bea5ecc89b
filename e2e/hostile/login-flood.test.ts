import { describe, expect, it } from 'vitest';
import { judgeLoginFlood, type LoginFloodFigures } from './login-flood';

const sample = (ms: number) => ({ latencies: Array.from({ length: 300 }, () => ms), failures: 0 });
const signIns = (attempts: number, signedIn = attempts) => ({
  attempts,
  signedIn,
  failures: Array<number>(attempts - signedIn).fill(429),
  busyWaits: 0,
});
const defended: LoginFloodFigures = {
  floodSeconds: 60,
  idle: sample(3),
  during: sample(5),
  answers: { 401: 400, 429: 9_000 },
  attackerProbe: { guesses: 2, status: 429, retryAfter: '5', json: true, lockWording: true },
  ownerHome: signIns(14),
  ownerDevice: { ...signIns(14), hadCookie: true },
};
const failing = (figures: LoginFloodFigures) =>
  judgeLoginFlood(figures)
    .filter((row) => !row.pass)
    .map((row) => row.check);

describe('the login-flood verdict', () => {
  it('passes an attacking network refused, the owner signed in every time at home and on their device, and static files at most twice as slow', () => {
    expect(failing(defended)).toEqual([]);
  });

  it('fails static files slowed past twice their idle p99', () => {
    expect(failing({ ...defended, during: sample(7) })).toEqual(['site static p99: during / idle']);
  });

  it('fails an attacking network that may still guess, is refused late, without Retry-After, JSON or the lock wording', () => {
    const check = "an attacking network's guesses after the flood (another address of it)";
    const locked = defended.attackerProbe;
    for (const attackerProbe of [
      { ...locked, guesses: 6, status: 401, retryAfter: undefined, lockWording: false },
      { ...locked, guesses: 7 },
      { ...locked, retryAfter: undefined },
      { ...locked, json: false },
      // "Too many people are logging in right now": busy, not locked.
      { ...locked, retryAfter: '2', lockWording: false },
    ]) {
      expect(failing({ ...defended, attackerProbe })).toEqual([check]);
    }
  });

  it('fails when the owner was kept out even once, at home or on their device, or never tried', () => {
    expect(failing({ ...defended, ownerHome: signIns(14, 13) })).toEqual(['the owner signs in during the flood from their own network']);
    expect(failing({ ...defended, ownerHome: signIns(0) })).toEqual(['the owner signs in during the flood from their own network']);
    const device = "the owner's known device signs in during the flood from an attacking network";
    expect(failing({ ...defended, ownerDevice: { ...signIns(14, 0), hadCookie: true } })).toEqual([device]);
    expect(failing({ ...defended, ownerDevice: { ...signIns(14), hadCookie: false } })).toEqual([device]);
  });

  it('shows busy answers the owner waited out, and refusals, in the figure', () => {
    const rows = judgeLoginFlood({ ...defended, ownerHome: { ...signIns(3, 2), busyWaits: 2 } });
    expect(rows.find((row) => row.check === 'the owner signs in during the flood from their own network')?.figure).toBe(
      '2 of 3 signed in (refused: 429), 2 busy answer(s) waited out',
    );
  });

  it('shows the API’s own static file as a figure, which never fails the run', () => {
    const rows = judgeLoginFlood({ ...defended, apiIdle: sample(3), apiDuring: sample(300) });
    expect(rows.find((row) => row.check === 'API static p99: during / idle')).toMatchObject({
      figure: '300 / 3 ms (0 failed)',
      pass: true,
    });
  });
});
