import type { FastifyInstance } from 'fastify';

// Every security header the site's servers send, in one place: the site's pages, the files of
// every origin, a remote's harness page, the API's answers, and Strict-Transport-Security.

export interface PageOrigins {
  /** Origins whose scripts the page may run: the remotes named in the registry. */
  remotes: string[];
  /** The API: data, images. */
  api: string;
  /**
   * Development servers this browser runs a remote from (OVERRIDE_ORIGINS, for a browser running
   * a development override only): their scripts and files, and their hot-reload socket.
   */
  development?: readonly string[];
}

/** A development server's origin and its socket's (`http://localhost:3001` → `ws://localhost:3001`). */
export function withSocketOrigins(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => [origin, origin.replace(/^http(s?):/, 'ws$1:')]);
}

/**
 * Powerful features no page of the site uses, refused to it and to anything it might frame or
 * run: a script that got in still cannot ask for the camera or a payment. Only names every
 * browser knows: an unknown one is a console error in Chrome.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Headers for the site's pages. Scripts only from this origin and the registered remotes (no
 * inline script at all); styles inline because Emotion injects <style> tags at run time, which
 * cannot carry script; images from the API and data: URLs (SVG placeholders).
 */
export function pageSecurityHeaders(origins: PageOrigins): Record<string, string> {
  const development = origins.development ?? [];
  const remotes = [...new Set([...origins.remotes, ...development])].join(' ');
  // Still no eval: a development remote's build has no eval source maps (rspack.dev.ts).
  const connect = [...new Set([...origins.remotes, ...withSocketOrigins(development)])].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${origins.api} ${remotes} data:`,
    `connect-src 'self' ${origins.api} ${connect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A window another site opens (or that opens one) gets no handle on a page, nor the page on it.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed a page as a resource; the files it loads keep their own policy.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Every static file, page or not, is sent with its declared type only. */
export const ASSET_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * Every file of a remote's origin: the site's pages load them from another origin (CORS decides
 * what script may read, CORP that another site may embed them at all).
 */
export const REMOTE_ASSET_HEADERS = {
  ...ASSET_HEADERS,
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/**
 * A remote's standalone harness page, served only with SERVE_DEBUG_FILES=1: its own scripts, the
 * API, nothing inline but styles (Emotion), never framed.
 */
export function harnessPageHeaders(api: string): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${api} data:`,
    `connect-src 'self' ${api}`,
    "font-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * The API answers JSON and images, never a page: nothing it sends may run script, load anything
 * or be framed, nor be embedded by another origin (CORP). The site's pages read its JSON with
 * CORS, which CORP does not govern; they show its images from another origin, which carry
 * API_IMAGE_HEADERS instead.
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** The API's images: `<img>` on the site's pages, another origin, loads them without CORS. */
export const API_IMAGE_HEADERS = { ...API_SECURITY_HEADERS, 'Cross-Origin-Resource-Policy': 'cross-origin' } as const;

/**
 * Every answer of the release console: nothing another origin may read (CORP), frame, or keep in
 * a shared cache, and no Referer naming a console page leaves it.
 */
export const CONSOLE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * The release console's page: its own scripts only, styles only from its files and the <style>
 * tags Emotion adds with this page's nonce (no inline style otherwise), its own API only, never
 * framed, embedded or opened by another origin's window.
 */
export function consolePageHeaders(styleNonce: string): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...CONSOLE_HEADERS, 'Content-Security-Policy': policy };
}

/** A year: browsers then refuse plain HTTP to this host until it has gone unvisited that long. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Strict-Transport-Security on every answer given over HTTPS: when the server's public URL is
 * https, or the request arrived over TLS (directly, or as a trusted proxy's X-Forwarded-Proto
 * says). Over plain HTTP browsers ignore it, and a local site must stay reachable over http.
 */
export function strictTransportSecurity(app: FastifyInstance, publicHttps: boolean): void {
  app.addHook('onSend', async (request, reply) => {
    if (publicHttps || request.protocol === 'https')
      void reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
}

/** Whether a public URL (SITE_PUBLIC_URL, API_PUBLIC_URL) is served over HTTPS. */
export const isHttpsUrl = (url: string | undefined) =>
  url?.trim().toLowerCase().startsWith('https://') ?? false;
