import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/**
 * The site's icon has a fixed name and is never part of a release. The browser asks for it again
 * on every route change, so it may be a day old rather than revalidated each time.
 */
export const DAY = 'public, max-age=86400';
const ICONS = new Set(['favicon.svg']);

// Build output names carry a 10-character content hash: `main.1a2b3c4d5e.js`.
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

/**
 * Files whose name changes with their content may be cached for ever; everything else
 * (HTML, registry, manifests, remote entries) must be revalidated or a rollback never arrives.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ICONS.has(name)) return DAY;
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

/**
 * A release store's files sit under a version folder whose content never changes (the version is
 * a hash of it), manifest included: the registry names the version and the manifest's integrity,
 * so a CDN and a browser may keep every file for ever, and a rollback is a new registry answer.
 */
export function versionedCacheControlFor(_filePath: string): string {
  return IMMUTABLE;
}
