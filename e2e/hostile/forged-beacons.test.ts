import { describe, expect, it } from 'vitest';
import { CONTROL_REPORTS, judgeForgedBeacons, type BeaconFigures } from './forged-beacons';

const defended: BeaconFigures = {
  forgedAnswers: { 403: 200 },
  before: 10,
  after: 10 + CONTROL_REPORTS,
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
  it('passes when only the same-origin reports were counted and unsafe names got 400 JSON', () => {
    expect(failing(defended)).toEqual([]);
  });

  it('fails forged reports that were counted, and says how many', () => {
    const rows = judgeForgedBeacons({
      ...defended,
      forgedAnswers: { 204: 200 },
      after: 10 + CONTROL_REPORTS + 200,
    });
    expect(rows[0]).toMatchObject({ figure: '200 of 200 (answers 204×200)', pass: false });
  });

  it('proves nothing when the control reports never showed: both checks fail', () => {
    expect(failing({ ...defended, after: 10 })).toEqual([
      'forged reports counted (Origin: http://evil.example)',
      'same-origin reports counted (the control)',
    ]);
  });

  it('fails an unsafe name answered other than 400 JSON', () => {
    const unsafeNames = [
      { name: '__proto__', status: 500, json: true },
      { name: 'constructor', status: 204, json: false },
    ];
    expect(failing({ ...defended, unsafeNames })).toEqual([
      'remote "__proto__"',
      'remote "constructor"',
    ]);
  });
});
