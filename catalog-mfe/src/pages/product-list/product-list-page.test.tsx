import { storefrontStore } from '@storefront/shared';
import { jsonResponse, makeProductPage, mockApi, renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@storefront/shared/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockCatalogueApi } from '../../test-support/catalogue-api';
import { inCategory, makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import { EMPTY_TEXT, ERROR_TEXT, LOADING_TEXT } from './listing-states';
import { ProductListPage } from './product-list-page';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/products/:category?" element={<ProductListPage />} />
      </Routes>
      <CurrentUrl />
    </>,
    { route },
  );
}

const url = () => screen.getByTestId('url').textContent;
// The sidebar's form: hidden below its breakpoint, which jsdom's styles always are.
const facet = (role: 'checkbox' | 'radio', name: string | RegExp) =>
  within(document.querySelector<HTMLElement>('aside form')!).getByRole(role, { name, hidden: true });
const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
const headContent = (selector: string) => document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

const catalogue = [
  makeProduct(1, inCategory('Smart Locks')),
  makeProduct(2, inCategory('Gate & Curtain Automation')),
  makeProduct(3, { ...inCategory('Sensors'), stock: 0 }),
  makeProduct(4, inCategory('Smart Locks')),
];
const many = Array.from({ length: 30 }, (_, index) => makeProduct(index + 1, inCategory(index < 20 ? 'Smart Locks' : 'Sensors')));

beforeEach(() => {
  resetStore();
  // No idle period comes: the requests each test counts are the page's own (what the page
  // fetches ahead when idle: use-prefetch-listings.test.tsx).
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

describe('ProductListPage: what the address asks for', () => {
  it('shows the loading text, then the count and the cards', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products');
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    expect(await screen.findByText('4 product(s) found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smart Home Solutions');
    expect(screen.getAllByRole('heading', { level: 2, name: /^Product/ })).toHaveLength(4);
  });

  it('counts the whole result, not the page: the total the API gives', async () => {
    mockApi({ '/api/v1/products': () => jsonResponse(makeProductPage([makeProduct(1)], { total: 123 })) });
    renderAt('/products');
    expect(await screen.findByText('123 product(s) found')).toBeInTheDocument();
  });

  it('asks for the category in the path and shows it in the catalogue spelling', async () => {
    const { asked } = mockCatalogueApi(catalogue);
    renderAt('/products/gate%20%26%20curtain%20automation');
    expect(await screen.findByText('1 product(s) found in Gate & Curtain Automation')).toBeInTheDocument();
    expect(asked.map(String)).toEqual(['category=gate+%26+curtain+automation']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gate & Curtain Automation');
    expect(screen.getByText('Explore our Gate & Curtain Automation collection')).toBeInTheDocument();
    const bar = within(screen.getByRole('navigation', { name: 'Filter by category' }));
    expect(bar.getByRole('link', { name: 'Gate & Curtain Automation' })).toHaveAttribute('aria-current', 'page');
    expect(facet('checkbox', /Gate & Curtain Automation/)).toBeChecked();
  });

  it('shows all products for an unknown category', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products/teleporters');
    expect(await screen.findByText('4 product(s) found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smart Home Solutions');
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page');
    expect(headContent('link[rel="canonical"]')).toBe('http://site.test/products');
  });

  it('shows what was searched in the banner, and keeps search pages out of the index', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products/Smart%20Locks?q=product');
    expect(await screen.findByText('2 product(s) found in Smart Locks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for "product"');
    expect(headContent('meta[name="robots"]')).toBe('noindex,follow');
    expect(headContent('link[rel="canonical"]')).toBe('http://site.test/products/Smart%20Locks');
  });
});

describe('ProductListPage: choices change the address', () => {
  it('links the category bar, keeping the search and the sort', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products?q=product&sort=name&inStock=true&page=2');
    await screen.findByRole('link', { name: 'Sensors' });
    const bar = within(await screen.findByRole('navigation', { name: 'Filter by category' }));
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(['All Products', 'Smart Locks', 'Gate & Curtain Automation', 'Sensors']);
    expect(bar.getByRole('link', { name: 'Sensors' })).toHaveAttribute('href', '/products/Sensors?q=product&sort=name');
    await userEvent.click(bar.getByRole('link', { name: 'Sensors' }));
    expect(url()).toBe('/products/Sensors?q=product&sort=name');
  });

  it('applies each facet at once, from the first page, and combines categories', async () => {
    const { asked } = mockCatalogueApi(many);
    renderAt('/products?sort=price-asc&page=2');
    await screen.findByText('30 product(s) found');
    await userEvent.click(facet('checkbox', /Sensors/));
    expect(url()).toBe('/products/Sensors?sort=price-asc');
    expect(await screen.findByText('10 product(s) found in Sensors')).toBeInTheDocument();
    await userEvent.click(facet('checkbox', /Smart Locks/));
    expect(url()).toBe('/products/Sensors?category=Smart+Locks&sort=price-asc');
    expect(await screen.findByText('30 product(s) found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smart Home Solutions');
    await userEvent.click(facet('radio', /₹2,000 – ₹4,999/));
    expect(url()).toBe('/products/Sensors?category=Smart+Locks&sort=price-asc&minPrice=2000&maxPrice=4999');
    await userEvent.click(facet('checkbox', /In stock only/));
    expect(url()).toBe('/products/Sensors?category=Smart+Locks&sort=price-asc&minPrice=2000&maxPrice=4999&inStock=true');
    await userEvent.click(facet('radio', 'Any price'));
    expect(url()).toBe('/products/Sensors?category=Smart+Locks&sort=price-asc&inStock=true');
    expect(asked.at(-1)?.toString()).toBe('category=Sensors&category=Smart+Locks&sort=price-asc&inStock=true');
  });

  it('sorts from the first page, keeping the filters', async () => {
    mockCatalogueApi(many);
    renderAt('/products/Smart%20Locks?category=Sensors&inStock=true&page=2');
    await screen.findByText('30 product(s) found');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(url()).toBe('/products/Smart%20Locks?category=Sensors&sort=price-desc&inStock=true');
  });

  it('has no submit buttons once its script runs: every choice applies at once', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products');
    await screen.findByText('4 product(s) found');
    expect(screen.queryByRole('button', { name: 'Apply filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort' })).not.toBeInTheDocument();
    expect(document.querySelector('aside form')).toHaveAttribute('method', 'get');
  });
});

describe('ProductListPage: pages', () => {
  it('shows a page of 24 and numbered links to the others', async () => {
    mockCatalogueApi(many);
    renderAt('/products');
    await screen.findByText('30 product(s) found');
    // The first screen of cards, then the rest in a background render.
    await waitFor(() => expect(cards()).toHaveLength(24));
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/products?page=2');
    expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/products?page=2');
    expect(pagination.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(headContent('link[rel="canonical"]')).toBe('http://site.test/products');
  });

  it('goes to the next page keeping the filters, and is its own canonical page', async () => {
    mockCatalogueApi(many);
    renderAt('/products/Smart%20Locks?sort=name');
    await screen.findByText('20 product(s) found in Smart Locks');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All Products' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Next' }));
    expect(url()).toBe('/products?sort=name&page=2');
    await screen.findByRole('link', { name: 'Previous' });
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/products?sort=name');
    expect(screen.getByText('30 product(s) found')).toBeInTheDocument();
    expect(headContent('link[rel="canonical"]')).toBe('http://site.test/products?page=2');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('offers the first page when the address names one past the end', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products?page=9');
    expect(await screen.findByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/products');
  });

  it('loads the first row of images at once, the first one first, and the rest lazily', async () => {
    mockCatalogueApi(many);
    renderAt('/products');
    await screen.findByText('30 product(s) found');
    const images = within(screen.getAllByRole('list')[0]!).getAllByRole('img');
    expect(images.slice(0, 4).map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(images.slice(4).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.filter((image) => image.hasAttribute('fetchpriority'))).toHaveLength(1);
  });
});

describe('ProductListPage: states', () => {
  it('shows the error text and refetches on Retry, without a reload', async () => {
    let calls = 0;
    mockApi({
      '/api/v1/products': () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ message: 'down' }, 500) : jsonResponse(makeProductPage([makeProduct(1)]));
      },
    });
    renderAt('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 product(s) found')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says when a category has nothing to show, with a way back to all products', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products/Sensors?inStock=true');
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  });

  it('says when a search found nothing, and suggests the categories', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products?q=teleporter');
    expect(await screen.findByText('No products match "teleporter".')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
    const suggestions = within(screen.getByText('No products match "teleporter".').parentElement!);
    expect(suggestions.getByRole('link', { name: 'Sensors' })).toHaveAttribute('href', '/products/Sensors');
  });

  it('has one h1, and the Stay Updated block, in every state', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByText('4 product(s) found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
  });
});

describe('ProductListPage: the shared cart and wishlist', () => {
  it('adds a product to the shared cart from its card', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products');
    const card = within((await screen.findByRole('heading', { name: 'Product 1' })).closest('li')!);
    await userEvent.click(card.getByRole('button', { name: 'Add to Cart' }));
    expect(storefrontStore.getState().cartItems).toMatchObject([{ id: '1', name: 'Product 1', quantity: 1 }]);
  });

  it('saves a product to the wishlist with the heart, and takes it out again', async () => {
    mockCatalogueApi(catalogue);
    renderAt('/products');
    const card = within((await screen.findByRole('heading', { name: 'Product 4' })).closest('li')!);
    await userEvent.click(card.getByRole('button', { name: 'Save to wishlist' }));
    expect(storefrontStore.getState().wishlistItems).toMatchObject([{ id: '4', inStock: true }]);
    const heart = card.getByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(storefrontStore.getState().wishlistItems).toEqual([]);
    expect(card.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});
