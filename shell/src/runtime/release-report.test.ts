import { afterEach, expect, it, vi } from 'vitest';
import { sendReleaseReport } from './release-report';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('posts the report as same-origin JSON that outlives the page', () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  sendReleaseReport({ remote: 'a_mfe', version: '1.0.0-abc', outcome: 'load', token: 't' });
  expect(fetchMock).toHaveBeenCalledWith('/release-beacon', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ remote: 'a_mfe', version: '1.0.0-abc', outcome: 'load', token: 't' }),
  });
});

it('never throws, even when the report cannot be sent', async () => {
  const failing = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', failing);
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  expect(() => sendReleaseReport({ remote: 'a_mfe', version: '1', outcome: 'failure', token: 't' })).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});
