import { createConfig } from '../rspack.config.base';

export default createConfig({
  dir: __dirname,
  name: 'catalog_mfe',
  port: 3001,
  title: 'Catalog (standalone)',
  exposes: {
    './ProductListPage': './src/exposes/product-list-page.ts',
    './ProductDetailPage': './src/exposes/product-detail-page.ts',
    './CartPage': './src/exposes/cart-page.ts',
    './WishlistPage': './src/exposes/wishlist-page.ts',
  },
});
