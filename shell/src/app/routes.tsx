import type { RouteObject } from '@storefront/shared/router';
import { NotFoundPage } from '../pages/not-found-page';
import { TestPage } from '../pages/test-page';
import { RemotePage } from '../remotes/remote-page';
import { remoteModules } from '../remotes/remote-modules';
import { SiteLayout } from './site-layout';

const remote = (target: keyof typeof remoteModules) => (
  // The key gives each route its own error and loading state.
  <RemotePage key={target} target={remoteModules[target]} />
);

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: remote('home') },
      { path: '/about-us', element: remote('about') },
      { path: '/contact', element: remote('contact') },
      { path: '/cart', element: remote('cart') },
      { path: '/wishlist', element: remote('wishlist') },
      { path: '/products/details/:productId', element: remote('productDetail') },
      { path: '/products/:category?', element: remote('productList') },
      { path: '/articles', element: remote('articleList') },
      { path: '/articles/:slug', element: remote('article') },
      { path: '/customer-support', element: remote('support') },
      { path: '/service-page/:slug?', element: remote('servicePage') },
      { path: '/login', element: remote('login') },
      { path: '/policy-type/:policyId', element: remote('policy') },
      { path: '/test', element: <TestPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
