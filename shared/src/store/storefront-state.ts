import type { AuthSlice } from './auth-slice';
import type { CartSlice } from './cart-slice';
import type { WishlistSlice } from './wishlist-slice';

export type StorefrontState = AuthSlice & CartSlice & WishlistSlice;
