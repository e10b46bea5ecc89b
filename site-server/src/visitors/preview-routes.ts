import { paths } from '@storefront/shared/paths';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endPreviewCookie, previewCookie } from './preview-link';

const SITE = 'http://site.invalid';

/**
 * Where to go after a preview starts or ends: a path of this site (`?to=`), else the home page.
 * Anything that would leave the site (`//host`, `/\host`, a whole URL) is the home page too.
 */
export function sameSitePath(to: unknown): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return paths.home();
  try {
    const url = new URL(to, SITE);
    return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : paths.home();
  } catch {
    return paths.home();
  }
}

function redirect(reply: FastifyReply, to: unknown, cookie: string) {
  // The link's token is in this URL: no page it leads to may pass it on, and nothing keeps the answer.
  return reply
    .header('Set-Cookie', cookie)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .redirect(sameSitePath(to), 302);
}

/**
 * A preview link (`/preview/<token>`) keeps its token in the visitor's cookie and sends them on
 * to the site, where every answer applies it (preview-link.ts) or says why not; what it opens is
 * decided there, on every request, so a link revoked or expired meanwhile stops at once.
 * `/preview/leave` ends it. Both are plain links, so they work from a chat, a mail or a banner.
 */
export function registerPreviewLinks(app: FastifyInstance, options: { secure: boolean }): void {
  app.get(paths.leavePreview(), async (request, reply) => redirect(reply, (request.query as { to?: unknown }).to, endPreviewCookie(options.secure)));
  // A wildcard, not a `:token` parameter: the router matches no parameter longer than 100
  // characters, and a token is longer. What is not a token is refused by the cookie it makes.
  app.get(paths.preview('*'), async (request, reply) => {
    const token = (request.params as { '*': string })['*'];
    return redirect(reply, (request.query as { to?: unknown }).to, previewCookie(token, options.secure));
  });
}
