import { jsonResponse, mockApi, renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@storefront/shared/router';
import { describe, expect, it, vi } from 'vitest';
import { PolicyPage } from './policy-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <Link to="/policy-type/shipping-policy?id=4">Go to shipping</Link>
      <Routes>
        <Route path="/policy-type/:policyId" element={<PolicyPage />} />
      </Routes>
    </>,
    { route },
  );

const refundDocument = JSON.stringify([
  { type: 'heading-one', children: [{ text: 'Refund Policy' }] },
  { type: 'heading-two', children: [{ text: 'Returns' }] },
  { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Return within ', bold: true }, { text: '7 days' }] }] },
  { type: 'paragraph', children: [{ text: 'Write to ' }, { type: 'link', url: 'mailto:refunds@smarthome.example', children: [{ text: 'us' }] }] },
]);

const policy = (id: number, policyName: string, content: string) => () => jsonResponse({ data: { id, policyName, content } });

describe('PolicyPage', () => {
  it('loads the policy named by the id query parameter', async () => {
    mockApi({ '/api/v1/policies/3': policy(3, 'Refund Policy', '[]') });
    renderAt('/policy-type/refund-policy?id=3');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Refund Policy' })).toBeInTheDocument();
  });

  it('renders the rich-text body under the title, the only h1', async () => {
    mockApi({ '/api/v1/policies/3': policy(3, 'Refund Policy', refundDocument) });
    renderAt('/policy-type/refund-policy?id=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Returns' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Return within 7 days');
    expect(screen.getByText('Return within').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:refunds@smarthome.example');
  });

  it("shows 'Failed to load content' under the title when the content is not rich text", async () => {
    mockApi({ '/api/v1/policies/3': policy(3, 'Refund Policy', '<p>html, not JSON</p>') });
    renderAt('/policy-type/refund-policy?id=3');
    expect(await screen.findByText('Failed to load content')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  });

  it("shows 'Error' when the fetch fails", async () => {
    mockApi({ '/api/v1/policies/3': () => jsonResponse({ message: 'nope' }, 500) });
    renderAt('/policy-type/refund-policy?id=3');
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('shows the not-found page for a policy the API does not know', async () => {
    mockApi({ '/api/v1/policies/99': () => jsonResponse({ message: 'Policy not found' }, 404) });
    renderAt('/policy-type/refund-policy?id=99');
    expect(await screen.findByRole('heading', { level: 1, name: '404 not found.' })).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('shows the not-found page without an id, and makes no call', () => {
    const fetchMock = mockApi({});
    renderAt('/policy-type/refund-policy');
    expect(screen.getByRole('heading', { level: 1, name: '404 not found.' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches each policy by its own id and scrolls to the top on the way', async () => {
    const fetchMock = mockApi({
      '/api/v1/policies/3': policy(3, 'Refund Policy', '[]'),
      '/api/v1/policies/4': policy(4, 'Shipping Policy', '[]'),
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt('/policy-type/refund-policy?id=3');
    await screen.findByRole('heading', { name: 'Refund Policy' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Go to shipping' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/api/v1/policies/3', '/api/v1/policies/4']);
  });
});
