import { describe, expect, it } from 'vitest';
import { judgeForgedBeacons, type BeaconFigures } from './forged-beacons';

const step = (forgery: string, failedAfter = 0) => ({ forgery, sent: 10, answers: { 403: 10 }, failedBefore: 0, failedAfter, canaryRuns: true, fallback: 'p' });
const defended: BeaconFigures = {
  steps: [step('foreign'), step('one address', 3), step('replayed', 1), step('other versions'), step('sixteen', 48)],
  fallbackBefore: 'p',
  verifyPassed: true,
  limit: { sent: 130, counted: 60, answers: { 204: 60, 429: 70 } },
  realFailuresEndedCanary: true,
  unsafeNames: [
    { name: '__proto__', status: 400, json: true },
    { name: 'constructor', status: 400, json: true },
  ],
};
const failing = (figures: BeaconFigures) =>
  judgeForgedBeacons(figures)
    .filter((row) => !row.pass)
    .map((row) => row.check);

describe('the forged-beacon verdict', () => {
  it('passes when no forgery moved a decision and each counted no more than one network may add', () => {
    expect(failing(defended)).toEqual([]);
  });

  it('fails a forgery that counted more than allowed, ended the canary or moved the fallback', () => {
    const steps = [step('foreign', 1), { ...step('one address'), canaryRuns: false }, { ...step('replayed'), fallback: null }, step('other versions'), step('sixteen', 49)];
    expect(failing({ ...defended, steps })).toEqual(['foreign', 'one address', 'replayed', 'sixteen']);
  });

  it('fails a gate that refused the healthy canary, a limit that let more through, and real failures hidden', () => {
    expect(failing({ ...defended, verifyPassed: false, limit: { sent: 130, counted: 130, answers: { 204: 130 } }, realFailuresEndedCanary: false })).toEqual([
      "the gate on the canary's version after the forgeries",
      '130 reports from 4 addresses of one network in a minute',
      'real failures from 24 networks after 160 forged loads from 16 (figures reset first)',
    ]);
  });

  it('fails a missing step and an unsafe name answered other than 400 JSON', () => {
    const unsafeNames = [{ name: '__proto__', status: 500, json: false }];
    expect(failing({ ...defended, steps: defended.steps.slice(0, 4), unsafeNames })).toEqual(['missing step', 'remote "__proto__"']);
  });
});
