import { describe, expect, it } from 'vitest';
import { describeOutcome } from './outcome';

describe('describeOutcome', () => {
  it('says what each action did', () => {
    const base = { remote: 'catalog-mfe', forced: false, problems: [], skipped: [] };
    expect(describeOutcome('canary', { ...base, action: 'canary', version: 'v3', live: 'v2', percent: 10, autoRollback: true })).toBe('v3 runs for 10 % of visitors.');
    expect(describeOutcome('rollback', { ...base, action: 'end-canary', version: 'v3', live: 'v2', percent: 10, autoRollback: true })).toBe('The canary of v3 has ended; v2 stays live.');
    expect(describeOutcome('rollback', { ...base, action: 'rollback', from: 'v2', to: 'v1' })).toBe('Rolled back: v1 is live.');
    expect(describeOutcome('promote', { ...base, action: 'promote', from: 'v1', to: 'v2', forced: true })).toBe('v2 is live (forced past the gate).');
    expect(describeOutcome('verify', { remote: 'catalog-mfe', version: 'v2', ok: true, skipped: ['smoke render'] })).toBe('v2 passes the gate, without the smoke render.');
  });
});
