// The monolith build is the one place that compiles the remotes' pages into the shell, to
// measure federation against a single application; `@remote-exposes/*` exists only in that build.
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Stands in for `@module-federation/enhanced/runtime` in `pnpm build:monolith`: the same shell,
 * with every remote page imported directly (each still its own lazily loaded chunk).
 */
const pages: Record<string, () => Promise<PageModule>> = {
  'catalog_mfe/ProductListPage': () => import('@remote-exposes/catalog-mfe/product-list-page'),
  'catalog_mfe/ProductDetailPage': () => import('@remote-exposes/catalog-mfe/product-detail-page'),
  'catalog_mfe/CartPage': () => import('@remote-exposes/catalog-mfe/cart-page'),
  'catalog_mfe/WishlistPage': () => import('@remote-exposes/catalog-mfe/wishlist-page'),
  'content_mfe/HomePage': () => import('@remote-exposes/content-mfe/home-page'),
  'content_mfe/AboutPage': () => import('@remote-exposes/content-mfe/about-page'),
  'content_mfe/ContactPage': () => import('@remote-exposes/content-mfe/contact-page'),
  'content_mfe/ArticleListPage': () => import('@remote-exposes/content-mfe/article-list-page'),
  'content_mfe/ArticlePage': () => import('@remote-exposes/content-mfe/article-page'),
  'content_mfe/ServicePage': () => import('@remote-exposes/content-mfe/service-page'),
  'content_mfe/PolicyPage': () => import('@remote-exposes/content-mfe/policy-page'),
  'account_mfe/LoginPage': () => import('@remote-exposes/account-mfe/login-page'),
  'account_mfe/SupportPage': () => import('@remote-exposes/account-mfe/support-page'),
};

export async function loadRemote<T>(id: string): Promise<T> {
  const load = pages[id];
  if (!load) throw new Error(`No page ${id} in the monolith build.`);
  return (await load()) as T;
}

export function registerRemotes(): void {
  // Nothing to register: every page is part of this build.
}

export async function preloadRemote(): Promise<void> {
  // Nothing to preload: the pages are chunks of this build, loaded on demand.
}

export async function loadShare(): Promise<false> {
  // Nothing to prefetch: shared code is part of this build's chunks, loaded when first imported.
  return false;
}
