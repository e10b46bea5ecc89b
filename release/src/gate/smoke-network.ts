import type { APIResponse, BrowserContext, Route } from 'playwright-core';

/**
 * The smoke render serves the page through itself (route.fulfill), so Chromium cannot tell its
 * address and counts it as public: it would then refuse its requests to a site on this machine or
 * a private network (Local Network Access), which visitors never meet. Those checks are off, and
 * limitNetwork keeps the browser to the site's own origins instead. WebRTC may not open UDP
 * paths of its own (ICE to any host).
 */
export const SMOKE_BROWSER_ARGS = [
  '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessChecks',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** Redirects a document may take within the allowed origins, as a browser would follow them. */
const MAX_REDIRECTS = 5;

/** The origin of an http(s) URL, else undefined (data:, blob:, file:, chrome:…). */
function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface NetworkLimit {
  /** Whether the browser may reach a URL: http(s) on one of the origins. */
  allows(url: string): boolean;
  /**
   * A document, fetched by the smoke render without letting a redirect leave the origins (the
   * browser would follow it unrouted): its last response, or undefined when a redirect left.
   */
  fetchDocument(route: Route): Promise<APIResponse | undefined>;
}

/**
 * Keeps a browser context to the given origins (the site's, its API's and the release store's),
 * navigations, frames, workers' and WebSocket requests included: a request anywhere else is
 * aborted before it is sent and reported through `blocked` with its origin alone. Register it
 * before the smoke render's own routes, so it sees what they leave (routes run newest first).
 */
export async function limitNetwork(context: BrowserContext, origins: readonly string[], blocked: (url: string) => void): Promise<NetworkLimit> {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  const allows = (url: string) => allowed.has(httpOrigin(url) ?? '');

  async function fetchDocument(route: Route): Promise<APIResponse | undefined> {
    let url = route.request().url();
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      // Followed as a browser follows a redirect: with a GET.
      const response = await route.fetch({ url, maxRedirects: 0, ...(hop > 0 && { method: 'GET', postData: '' }) });
      const location = response.headers().location;
      if (response.status() < 300 || response.status() >= 400 || !location) return response;
      url = new URL(location, url).href;
      if (!allows(url)) {
        blocked(url);
        return undefined;
      }
    }
    throw new Error(`${route.request().url()} redirects more than ${MAX_REDIRECTS} times`);
  }

  await context.route(
    () => true,
    async (route) => {
      const request = route.request();
      if (!allows(request.url())) {
        blocked(request.url());
        return route.abort('blockedbyclient');
      }
      // A page's own requests are held to its Content-Security-Policy at every redirect; a
      // navigation is not, so a document is fetched here, hop by hop.
      if (request.resourceType() !== 'document') return route.fallback();
      const response = await fetchDocument(route);
      return response ? route.fulfill({ response }) : route.abort('blockedbyclient');
    },
  );
  await context.routeWebSocket(
    () => true,
    (socket) => {
      if (allows(socket.url().replace(/^ws/, 'http'))) return socket.connectToServer();
      blocked(socket.url());
      return socket.close();
    },
  );
  return { allows, fetchDocument };
}

/** What a blocked request is reported as: its origin, never what is there. */
export function blockedOrigin(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? `${parsed.protocol}…` : parsed.origin;
  } catch {
    return 'an unreadable address';
  }
}
