import { mountDevHarness } from '@storefront/shared/dev-harness';
import CartPage from '../exposes/cart-page';
import ProductDetailPage from '../exposes/product-detail-page';
import ProductListPage from '../exposes/product-list-page';
import WishlistPage from '../exposes/wishlist-page';

mountDevHarness('Catalog', [
  { path: '/', example: '/', label: 'Products', element: <ProductListPage /> },
  {
    path: '/products/:category?',
    example: '/products/Smart%20Locks',
    label: 'Category',
    element: <ProductListPage />,
  },
  {
    path: '/products/details/:productId',
    example: '/products/details/1',
    label: 'Detail',
    element: <ProductDetailPage />,
  },
  { path: '/cart', example: '/cart', label: 'Cart', element: <CartPage /> },
  { path: '/wishlist', example: '/wishlist', label: 'Wishlist', element: <WishlistPage /> },
]);
