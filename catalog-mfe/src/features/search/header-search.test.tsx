import {
  jsonResponse,
  MemoryRouter,
  mockApi,
  renderWithProviders,
  Route,
  Routes,
} from '@storefront/shared/testing';
import { AppProviders, createQueryClient } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from '@storefront/shared/router';
import { HeaderSearch } from './header-search';

const suggestions = {
  data: {
    categories: [{ name: 'Smart Locks', slug: 'smart-locks', productCount: 12 }],
    products: [
      {
        id: 4,
        name: 'Lock Pro',
        category: { id: 3, name: 'Smart Locks' },
        image: 'images/4.svg',
        price: 9000,
        discountedPrice: null,
      },
      {
        id: 9,
        name: 'Lock Mini',
        category: { id: 3, name: 'Smart Locks' },
        image: 'images/9.svg',
        price: 5000,
        discountedPrice: 500,
      },
    ],
  },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch(route = '/') {
  const fetchMock = mockApi({ '/api/v1/search/suggestions': () => jsonResponse(suggestions) });
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <HeaderSearch />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { fetchMock, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

const where = () => screen.getByTestId('where').textContent;
const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('q'));

describe('HeaderSearch', () => {
  it('is a GET search form to the listing with a labelled q field', () => {
    renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/products');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox')).toHaveAttribute('name', 'q');
    expect(screen.getByRole('combobox')).toHaveAttribute('type', 'search');
  });

  it('asks for suggestions once typing pauses, not for every key, and never below two characters', async () => {
    const { fetchMock, input } = renderSearch();
    await userEvent.type(input, 'l');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input, 'ock');
    await screen.findByRole('option', { name: /Lock Pro/ });
    expect(asked(fetchMock)).toEqual(['lock']);
  });

  it('announces how many suggestions arrived, politely', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'lock');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('3 suggestions available.'),
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves the highlight with the arrow keys, wrapping, in aria-activedescendant', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'lock');
    const options = await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
  });

  it('opens the highlighted suggestion on Enter: a category its listing, a product its details', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'lock');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/products/Smart%20Locks');
    await userEvent.type(input, 'lock');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(where()).toBe('/products/details/9');
  });

  it('submits the search to /products?q= on Enter with nothing highlighted', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, ' smart lock{Enter}');
    expect(where()).toBe('/products?q=smart+lock');
    expect(input).toHaveValue('smart lock');
  });

  it('closes the list on Escape, then clears the text on a second Escape', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'lock');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input).toHaveValue('lock');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('shows the searched text of a results page', () => {
    const { input } = renderSearch('/products?q=door%20sensor');
    expect(input).toHaveValue('door sensor');
  });

  it('keeps what the visitor typed into the server\'s form before it was hydrated, and suggests for it', async () => {
    const fetchMock = mockApi({ '/api/v1/search/suggestions': () => jsonResponse(suggestions) });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <HeaderSearch />
        </MemoryRouter>
      </AppProviders>,
    );
    const serverInput = within(container).getByRole('combobox');
    serverInput.focus();
    (serverInput as HTMLInputElement).value = 'lock';
    renderWithProviders(<HeaderSearch />, { container, hydrate: true });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toBe(serverInput);
    await screen.findByRole('option', { name: /Lock Pro/ });
    expect(asked(fetchMock)).toEqual(['lock']);
    expect(input).toHaveValue('lock');
  });
});
