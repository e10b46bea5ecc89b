import type { SitePreview } from '@storefront/release';
import { isRefusedPreview, type Registry } from '@storefront/shared/federation';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookie-value';

/** The cookie that carries the preview link a visitor followed, from one page load to the next. */
export const PREVIEW_COOKIE = 'sf-preview';

// What a link's token is made of (release/src/preview/preview-token.ts), with room to spare.
const TOKEN_CHARACTERS = /^[A-Za-z0-9._-]{1,512}$/;
// Kept in place of anything else a link carried: the site says the link is invalid.
const NOT_A_TOKEN = 'invalid';

/**
 * The Set-Cookie value for a followed link: for this browser session only (the link's own expiry
 * is checked on every request, and the banner then says it expired), out of scripts' reach, sent
 * on the navigation from a chat or a mail (Lax), Secure when the site is served over https.
 */
export function previewCookie(token: string, secure: boolean): string {
  const value = TOKEN_CHARACTERS.test(token) ? token : NOT_A_TOKEN;
  return `${PREVIEW_COOKIE}=${value}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that ends a preview. */
export const endPreviewCookie = (secure: boolean) => `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * The visitor's registry with their preview link applied: the link's version in place of the
 * remote's live or canary one (from the store every published version is served from, so the
 * page's policy names no other origin), without a fallback (a preview shows what that version
 * does), and `preview` saying so; or the registry as it is, with `preview` saying why the link
 * opens the live site. A registry without a preview cookie is left as it is.
 */
export async function withPreviewLink(
  registry: Registry,
  request: FastifyRequest,
  previewLink: ((token: string) => Promise<SitePreview>) | undefined,
): Promise<Registry> {
  const token = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
  if (!token || !previewLink) return registry;
  const { preview, entry } = await previewLink(token).catch((error: unknown): SitePreview => {
    request.log.warn({ err: error }, 'A preview link could not be checked: the live site is served.');
    return { preview: { refused: 'unavailable' } };
  });
  if (!entry || isRefusedPreview(preview)) return { ...registry, preview };
  return { remotes: { ...registry.remotes, [preview.remote]: { ...entry, previous: null } }, preview };
}
