import { mountDevHarness } from '@storefront/shared/dev-harness';
import AboutPage from '../exposes/about-page';
import ArticleListPage from '../exposes/article-list-page';
import ArticlePage from '../exposes/article-page';
import ContactPage from '../exposes/contact-page';
import HomePage from '../exposes/home-page';
import PolicyPage from '../exposes/policy-page';
import ServicePage from '../exposes/service-page';

mountDevHarness('Content', [
  { path: '/', example: '/', label: 'Home', element: <HomePage /> },
  { path: '/about-us', example: '/about-us', label: 'About', element: <AboutPage /> },
  { path: '/contact', example: '/contact', label: 'Contact', element: <ContactPage /> },
  { path: '/articles', example: '/articles', label: 'Articles', element: <ArticleListPage /> },
  { path: '/articles/:slug', example: '/articles/smart-thermostat-guide', label: 'Article', element: <ArticlePage /> },
  { path: '/service-page/:slug?', example: '/service-page/smart-home-automation', label: 'Service', element: <ServicePage /> },
  { path: '/policy-type/:policyId', example: '/policy-type/privacy-policy?id=1', label: 'Policy', element: <PolicyPage /> },
]);
