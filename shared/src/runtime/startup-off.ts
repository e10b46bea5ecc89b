/**
 * The start-up mechanisms a bench variant of the shell is built without (STARTUP_OFF, read by
 * rspack.config.base.ts, which defines this constant in every build: all false but in a variant's,
 * so the site's own build carries none of a variant's code). Undefined where no build defined it
 * (unit tests): everything on.
 */
declare global {
  const __STARTUP_OFF__: { readonly phasedStart: boolean; readonly chakraPatch: boolean } | undefined;
}

export {};
