/**
 * The query parameter a developer points one remote of the real site at their development server
 * with: `?mf-override=<remote>@<manifest URL>`, on a site that allows that origin (OVERRIDE_ORIGINS).
 */
export const overrideParam = 'mf-override';

/**
 * Set by the shell (so not HttpOnly) while a development override runs in the browser: only then
 * do the site's answers to that browser let its pages load from the development origins.
 */
export const devOverrideCookie = 'sf-dev-override';
