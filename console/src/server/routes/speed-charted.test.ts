import type { RemoteStatus } from '@storefront/release';
import { describe, expect, it } from 'vitest';
import { speedCharted } from './speed-charted';

const status = (fields: Partial<RemoteStatus>) => ({ live: null, canary: null, lastKnownGood: null, ...fields }) as RemoteStatus;

describe('the versions whose speed the console charts', () => {
  it('are the canary against live while a canary runs', () => {
    expect(speedCharted(status({ live: 'v2', lastKnownGood: 'v1', canary: { version: 'v3' } as RemoteStatus['canary'] }))).toEqual([
      { label: 'Canary', version: 'v3' },
      { label: 'Live', version: 'v2' },
    ]);
  });

  it('are live against the last known good version otherwise, once each', () => {
    expect(speedCharted(status({ live: 'v2', lastKnownGood: 'v1' }))).toEqual([
      { label: 'Live', version: 'v2' },
      { label: 'Last known good', version: 'v1' },
    ]);
    expect(speedCharted(status({ live: 'v2', lastKnownGood: 'v2' }))).toEqual([{ label: 'Live', version: 'v2' }]);
    expect(speedCharted(status({}))).toEqual([]);
  });
});
