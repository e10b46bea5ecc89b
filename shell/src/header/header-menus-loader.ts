import type * as HeaderMenusModule from './header-menus';

export type HeaderMenus = typeof HeaderMenusModule;

let loaded: HeaderMenus | undefined;
let loading: Promise<HeaderMenus> | undefined;
let announceLoaded: (menus: HeaderMenus) => void = () => undefined;
const whenLoaded = new Promise<HeaderMenus>((resolve) => {
  announceLoaded = resolve;
});

/** Starts loading the header's menus (once; again after a failure) and resolves with them. */
export function loadHeaderMenus(): Promise<HeaderMenus> {
  loading ??= import(/* webpackChunkName: "header-menus" */ './header-menus').then(
    (menus) => {
      loaded = menus;
      announceLoaded(menus);
      return menus;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The menus if they have arrived, so a header rendered later shows them at once. */
export function loadedHeaderMenus(): HeaderMenus | undefined {
  return loaded;
}

/** Resolves when the menus arrive, whoever asked for them. */
export function headerMenusLoaded(): Promise<HeaderMenus> {
  return whenLoaded;
}
