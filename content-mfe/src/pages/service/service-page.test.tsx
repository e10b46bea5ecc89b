import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServicePage } from './service-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/service-page/:slug?" element={<ServicePage />} />
      <Route path="/404" element={<p>not found route</p>} />
    </Routes>,
    { route },
  );

describe('ServicePage', () => {
  it('shows the service named by the slug', () => {
    renderAt('/service-page/cctv-surveillance-system');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CCTV Surveillance System');
  });

  it.each(['/service-page/unknown-service', '/service-page'])('redirects %s to /404', (route) => {
    renderAt(route);
    expect(screen.getByText('not found route')).toBeInTheDocument();
  });
});
