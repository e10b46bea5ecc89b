import { mountDevHarness } from '@storefront/shared/dev-harness';
import LoginPage from '../exposes/login-page';
import SupportPage from '../exposes/support-page';

mountDevHarness('Account', [
  { path: '/', example: '/', label: 'Login', element: <LoginPage /> },
  { path: '/login', example: '/login', label: 'Login', element: <LoginPage /> },
  {
    path: '/customer-support',
    example: '/customer-support',
    label: 'Support',
    element: <SupportPage />,
  },
]);
