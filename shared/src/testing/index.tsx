import { render, type RenderOptions } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Product } from '../api/schemas';
import { configureRuntime } from '../runtime/runtime-config';
import { AppProviders } from '../ui/app-providers';

// Tests render pages at a URL of their choosing; the site itself only needs the browser's router.
export { MemoryRouter, Route, Routes };

export const TEST_API = 'http://api.test';
export const TEST_SITE = 'http://site.test';

/** A fresh QueryClient per test, with no retries so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function configureTestRuntime(): void {
  configureRuntime({ apiBaseUrl: TEST_API, siteUrl: TEST_SITE });
}

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  queryClient?: QueryClient;
}

/** Renders a component inside the same providers the shell gives it, at a given URL. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { route = '/', queryClient = createTestQueryClient(), ...rest } = options;
  configureTestRuntime();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    rest,
  );
  return { ...result, queryClient };
}

/** Answers fetch calls from a table of `path → response` for the duration of a test. */
export function mockApi(routes: Record<string, (url: URL) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString());
    const handler = routes[url.pathname];
    if (!handler) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return handler(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A product as the API sends it, with sensible defaults a test overrides where it matters. */
export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    category: { id: 1, name: 'Smart Locks' },
    images: [`images/products/p${id}-1.svg`],
    additionalImages: [],
    price: 12000,
    discountedPrice: null,
    stock: 10,
    shortDescription: `Short ${id}`,
    description: `Long ${id}`,
    features: [],
    ...overrides,
  };
}
export { makeProductPage } from './product-page';
