import * as webVitals from 'web-vitals';
import { beforeEach, expect, it, vi } from 'vitest';
import * as versions from '../runtime/remote-versions';
import { reportPageVitals } from './page-vitals';

type Callback = (metric: { name: string; value: number }) => void;
const library = { callbacks: {} as Record<string, Callback>, options: [] as unknown[] };

beforeEach(() => {
  library.callbacks = {};
  library.options = [];
  for (const name of ['LCP', 'INP', 'CLS', 'TTFB'] as const)
    vi.spyOn(webVitals, `on${name}`).mockImplementation(((callback: Callback, options: unknown) => {
      library.callbacks[name] = callback;
      library.options.push(options);
    }) as never);
  vi.spyOn(versions, 'ranVersion').mockReturnValue('2.0.0');
});

const page = {
  remote: 'catalog_mfe',
  version: '2.0.0',
  token: 'landing-token',
  pathname: window.location.pathname,
} as const;
/** The page becomes hidden or visible; when hidden, the library reports INP as it does, from the window in the capture phase (before the document's listeners). */
const becomes = (state: 'hidden' | 'visible') => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  const reportINP = () => library.callbacks.INP?.({ name: 'INP', value: 184 });
  if (state === 'hidden')
    window.addEventListener('visibilitychange', reportINP, { capture: true, once: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

it('takes every change of the four vitals and sends them once the page is hidden, with the last ones the library gave', () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(versions, 'activeVersion').mockReturnValue({
    version: '2.0.0',
    manifest: 'http://cdn.test/m.json',
    reportToken: 'refreshed-token',
  });
  reportPageVitals(page);
  expect(library.options).toEqual(Array(4).fill({ reportAllChanges: true }));

  library.callbacks.TTFB!({ name: 'TTFB', value: 120 });
  library.callbacks.LCP!({ name: 'LCP', value: 980 });
  becomes('visible');
  expect(fetchMock).not.toHaveBeenCalled();
  becomes('hidden');
  window.dispatchEvent(new Event('pagehide'));

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(
    '/release-beacon',
    expect.objectContaining({ method: 'POST', keepalive: true }),
  );
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toEqual({
    remote: 'catalog_mfe',
    version: '2.0.0',
    token: 'refreshed-token',
    vitals: { TTFB: 120, LCP: 980, INP: 184 },
  });
});
