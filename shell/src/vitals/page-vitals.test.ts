import { afterEach, expect, it, vi } from 'vitest';
import { reportPageVitals } from './page-vitals';

type Callback = (metric: { name: string; value: number }) => void;
const library = vi.hoisted(() => {
  const callbacks: Record<string, Callback> = {};
  const on = (name: string) => (callback: Callback, options: unknown) => {
    callbacks[name] = callback;
    library.options.push(options);
  };
  return {
    callbacks,
    options: [] as unknown[],
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onTTFB: on('TTFB'),
  };
});
vi.mock('web-vitals', () => library);
const versions = vi.hoisted(() => ({ ranVersion: vi.fn(() => '2.0.0'), activeVersion: vi.fn() }));
vi.mock('../runtime/remote-versions', () => versions);

const page = {
  remote: 'catalog_mfe',
  version: '2.0.0',
  token: 'landing-token',
  pathname: window.location.pathname,
} as const;
/** The page becomes hidden or visible; when hidden, the library reports INP as it does, from the window in the capture phase (before the document's listeners). */
const becomes = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  const reportINP = () => library.callbacks.INP?.({ name: 'INP', value: 184 });
  if (state === 'hidden')
    window.addEventListener('visibilitychange', reportINP, { capture: true, once: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

it('takes every change of the four vitals and sends them once the page is hidden, with the last ones the library gave', () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  versions.activeVersion.mockReturnValue({
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
