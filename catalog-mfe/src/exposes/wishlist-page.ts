export { WishlistPage as default } from '../pages/wishlist/wishlist-page';
