export { CartPage as default } from '../pages/cart/cart-page';
