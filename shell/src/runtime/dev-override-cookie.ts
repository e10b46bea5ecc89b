import { devOverrideCookie } from '@storefront/shared/federation';

/**
 * Tells the site, by a cookie its answers read, that this browser runs a development override:
 * only then does the site let its pages load from the development origins (OVERRIDE_ORIGINS), so
 * allowing overrides widens nobody else's policy. For the browser session, like the override.
 */
export function markDevOverride(active: boolean, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const marked = doc.cookie.split(';').some((pair) => pair.trim() === `${devOverrideCookie}=1`);
  if (marked === active) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = active ? `${devOverrideCookie}=1; Path=/; SameSite=Lax${secure}` : `${devOverrideCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
