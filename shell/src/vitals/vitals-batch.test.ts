import { describe, expect, it, vi } from 'vitest';
import { createVitalsBatch, type VitalsBatchDeps } from './vitals-batch';

const page = {
  remote: 'catalog_mfe',
  version: '2.0.0',
  token: 'landing-token',
  pathname: '/products',
} as const;

function batchWith(overrides: Partial<VitalsBatchDeps> = {}) {
  const state = { onPage: true, ran: true };
  const deps: VitalsBatchDeps = {
    send: vi.fn(),
    onLandedPage: () => state.onPage,
    ranLandedVersion: () => state.ran,
    token: () => 'fresh-token',
    ...overrides,
  };
  return {
    batch: createVitalsBatch(page, deps),
    send: deps.send as ReturnType<typeof vi.fn>,
    state,
  };
}

describe('a page view’s vitals', () => {
  it('are sent once, together, with the latest value of each, for the landed version and its freshest token', () => {
    const { batch, send } = batchWith();
    batch.record({ name: 'TTFB', value: 212.4 });
    batch.record({ name: 'LCP', value: 1200.2 });
    batch.record({ name: 'LCP', value: 1840.6 });
    batch.record({ name: 'CLS', value: 0.012345 });
    batch.record({ name: 'INP', value: 96 });
    batch.record({ name: 'FCP', value: 900 });
    batch.flush();
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      remote: 'catalog_mfe',
      version: '2.0.0',
      token: 'fresh-token',
      vitals: { TTFB: 212, LCP: 1841, CLS: 0.0123, INP: 96 },
    });
  });

  it('take nothing measured once the visitor has left the page they landed on', () => {
    const { batch, send, state } = batchWith();
    batch.record({ name: 'LCP', value: 1500 });
    batch.record({ name: 'INP', value: 80 });
    state.onPage = false;
    batch.record({ name: 'INP', value: 640 });
    // Back on the first page: the values already include the other page's.
    state.onPage = true;
    batch.record({ name: 'CLS', value: 0.4 });
    batch.flush();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ vitals: { LCP: 1500, INP: 80 } }));
  });

  it('wait for a later hiding while nothing is measured yet, and take nothing once sent', () => {
    const { batch, send } = batchWith();
    batch.flush();
    expect(send).not.toHaveBeenCalled();
    batch.record({ name: 'LCP', value: 700 });
    batch.flush();
    batch.record({ name: 'INP', value: 300 });
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ vitals: { LCP: 700 } }));
  });

  it('are not sent for a page whose version did not run here (it failed, or the tab fell back)', () => {
    const { batch, send, state } = batchWith();
    batch.record({ name: 'LCP', value: 700 });
    state.ran = false;
    batch.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('leave out a page restored from the back/forward cache: another page view, without a token of its own', () => {
    const { batch, send } = batchWith();
    batch.record({ name: 'LCP', value: 30, navigationType: 'back-forward-cache' });
    batch.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
