/** What spec §3's local sample items carry beyond a cart or wishlist line; optional elsewhere. */
export interface ItemDetails {
  additionalImages?: string[];
  description?: string;
  features?: string[];
}
