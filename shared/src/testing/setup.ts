// Test setup for every front-end package: DOM matchers, a clean slate per test, and the browser
// APIs jsdom lacks that Chakra's positioning and our components use.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { storefrontStore } from '../store/storefront-store';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub extends ResizeObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  takeRecords() {
    return [];
  }
}

// findBy… and waitFor wait 1 s by default; two packages' tests share a 2-core machine (and the
// generator's journey runs them beside a browser), where a first render with its queries can
// take longer. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Server code is tested without a DOM (`// @vitest-environment node`): it gets the matchers only.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  globalThis.ResizeObserver ??= ResizeObserverStub;
  globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
  window.scrollTo = () => undefined;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (hasDom) {
    localStorage.clear();
    sessionStorage.clear();
  }
  // Test files share their modules (see the tooling's vitest base): one store for them all.
  storefrontStore.setState(storefrontStore.getInitialState(), true);
});
