/** Everything a new remote is called, from the one name its team chose. */
export interface NewRemoteNames {
  /** Workspace and release-store folder: `gift-cards-mfe` for `gift-cards`. */
  folder: string;
  /** Federation container name: `gift_cards_mfe`. */
  container: string;
  /** For people: `Gift cards`. */
  title: string;
  /** Its first page's exposed module, `GiftCardsPage`, in `src/exposes/gift-cards-page.ts`. */
  pageModule: string;
  /** Its first page's folder under `src/pages/`: `gift-cards`. */
  pageFolder: string;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `gift-cards`, `gift-cards-mfe` or `gift_cards_mfe` → the names of the remote; throws on anything else. */
export function newRemoteNames(input: string): NewRemoteNames {
  const base = input.trim().replace(/_/g, '-').replace(/-mfe$/, '');
  if (!NAME.test(base)) {
    throw new Error(`"${input}" is not a remote name: use lower-case letters, digits and single hyphens, such as "gift-cards".`);
  }
  const words = base.split('-');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const title = words.join(' ');
  return {
    folder: `${base}-mfe`,
    container: `${base.replace(/-/g, '_')}_mfe`,
    title: title.charAt(0).toUpperCase() + title.slice(1),
    pageModule: `${pascal}Page`,
    pageFolder: base,
  };
}
