import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PolicyPage } from './policy-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/policy-type/:policyId" element={<PolicyPage />} />
    </Routes>,
    { route },
  );

describe('PolicyPage', () => {
  it('loads the policy named by the id query parameter', async () => {
    mockApi({
      '/api/v1/policies/3': () => jsonResponse({ data: { id: 3, policyName: 'Refund Policy', content: '[]' } }),
    });
    renderAt('/policy-type/refund-policy?id=3');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Refund Policy' })).toBeInTheDocument();
  });

  it("shows 'Error' when the fetch fails", async () => {
    mockApi({ '/api/v1/policies/3': () => jsonResponse({ message: 'nope' }, 404) });
    renderAt('/policy-type/refund-policy?id=3');
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('makes no call without an id', () => {
    const fetchMock = mockApi({});
    renderAt('/policy-type/refund-policy');
    expect(screen.getByRole('alert')).toHaveTextContent('No policy was chosen.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
