import type { RemoteName } from '../runtime/registry';

/** Each route of the site renders one exposed page module of one remote. */
export const remoteModules = {
  productList: { remote: 'catalog_mfe', module: 'ProductListPage' },
  productDetail: { remote: 'catalog_mfe', module: 'ProductDetailPage' },
  cart: { remote: 'catalog_mfe', module: 'CartPage' },
  wishlist: { remote: 'catalog_mfe', module: 'WishlistPage' },
  home: { remote: 'content_mfe', module: 'HomePage' },
  about: { remote: 'content_mfe', module: 'AboutPage' },
  contact: { remote: 'content_mfe', module: 'ContactPage' },
  articleList: { remote: 'content_mfe', module: 'ArticleListPage' },
  article: { remote: 'content_mfe', module: 'ArticlePage' },
  servicePage: { remote: 'content_mfe', module: 'ServicePage' },
  policy: { remote: 'content_mfe', module: 'PolicyPage' },
  login: { remote: 'account_mfe', module: 'LoginPage' },
  support: { remote: 'account_mfe', module: 'SupportPage' },
} as const satisfies Record<string, RemoteModule>;

export interface RemoteModule {
  remote: RemoteName;
  module: string;
}
