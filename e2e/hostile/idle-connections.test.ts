import { describe, expect, it } from 'vitest';
import { judgeIdleConnections, type ConnectionFigures } from './idle-connections';

const sample = (ms: number, failures = 0) => ({
  latencies: Array.from({ length: 100 }, () => ms),
  failures,
});
const held = (cut: number, longestCutMs: number) => ({ total: 200, cut, longestCutMs });
// The suite sets IDLE_TIMEOUT_MS 5 s and REQUEST_TIMEOUT_MS 10 s; a cut may come 5 s late.
const defended: ConnectionFigures = {
  idle: held(200, 5_400),
  trickling: held(200, 11_000),
  latency: { site: sample(3), catalog: sample(4) },
  apiAfterStatus: 200,
};
const verdicts = (figures: ConnectionFigures) =>
  Object.fromEntries(judgeIdleConnections(figures).map((row) => [row.check, row.pass]));

describe('the idle-connections verdict', () => {
  it('passes a server that cut everything within its timeouts while the other origins kept answering', () => {
    expect(Object.values(verdicts(defended)).every(Boolean)).toBe(true);
  });

  it('fails a server that never cuts, saying none was', () => {
    const rows = judgeIdleConnections({ ...defended, idle: held(0, 0), trickling: held(0, 0) });
    expect(rows.filter((row) => !row.pass).map((row) => row.figure)).toEqual([
      '0 of 200',
      'none cut',
      '0 of 200',
      'none cut',
    ]);
  });

  it('fails cuts that come later than the timeout allows, or only some of them', () => {
    expect(
      verdicts({ ...defended, trickling: held(200, 16_000) })[
        'longest time until cut: trickling connections'
      ],
    ).toBe(false);
    expect(
      verdicts({ ...defended, idle: held(199, 5_000) })['idle connections cut by the API'],
    ).toBe(false);
  });

  it('fails an origin whose p99 is over 200 ms or that missed a request, and an API that stays down', () => {
    const result = verdicts({
      ...defended,
      latency: { site: sample(250), catalog: sample(3, 1) },
      apiAfterStatus: 0,
    });
    expect(result['static file p99 meanwhile: site']).toBe(false);
    expect(result['static file p99 meanwhile: catalog']).toBe(false);
    expect(result['API health check afterwards']).toBe(false);
  });
});
