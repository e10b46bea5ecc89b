export interface PageOrigins {
  /** Origins whose scripts the page may run: the remotes named in the registry. */
  remotes: string[];
  /** The API: data, images. */
  api: string;
}

/**
 * Headers for the site's pages. Scripts only from this origin and the registered remotes (no
 * inline script at all); styles inline because Emotion injects <style> tags at run time, which
 * cannot carry script; images from the API and data: URLs (SVG placeholders).
 */
export function pageSecurityHeaders(origins: PageOrigins): Record<string, string> {
  const remotes = origins.remotes.join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${origins.api} ${remotes} data:`,
    `connect-src 'self' ${origins.api} ${remotes}`,
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
  };
}

/** Every static file, page or not, is sent with its declared type only. */
export const ASSET_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * Every file of a remote's origin: the site's pages load them from another origin (CORS decides
 * what script may read, CORP that another site may embed them at all).
 */
export const REMOTE_ASSET_HEADERS = { ...ASSET_HEADERS, 'Cross-Origin-Resource-Policy': 'cross-origin' } as const;

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
  return { 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
}
