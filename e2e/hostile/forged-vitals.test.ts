import { describe, expect, it } from 'vitest';
import { judgeForgedVitals, type VitalsFigures } from './forged-vitals';

const step = (forgery: string, unchanged = true, canaryRuns = true) => ({ forgery, sent: 10, answers: { 403: 10 }, unchanged, canaryRuns });
const defended: VitalsFigures = {
  steps: [step('no token'), step('replayed')],
  sixteen: { sent: 80, answers: { 204: 80 }, canaryRuns: true, lcpNetworks: 17 },
  realSlowEndedAfter: 21,
};
const failing = (figures: VitalsFigures) => judgeForgedVitals(figures).filter((row) => !row.pass).map((row) => row.check);

describe('the forged web vitals', () => {
  it('pass when no forgery moved a figure or ended the canary, and real slow page views did', () => {
    expect(failing(defended)).toEqual([]);
  });

  it('fail on a forgery that moved the figures or ended the canary', () => {
    expect(failing({ ...defended, steps: [step('no token', false), step('replayed', true, false)] })).toEqual(['no token', 'replayed']);
    expect(failing({ ...defended, sixteen: { ...defended.sixteen, canaryRuns: false } })).toHaveLength(1);
  });

  it('fail when real slow page views did not end the canary, or ended it on fewer than 20 networks', () => {
    expect(failing({ ...defended, realSlowEndedAfter: null })).toHaveLength(1);
    expect(failing({ ...defended, realSlowEndedAfter: 12 })).toHaveLength(1);
  });
});
