import type { EmotionCache } from '@emotion/cache';
import { serverStylesAttribute } from '@storefront/shared/federation';
import { createStyleCache } from '../styles/create-style-cache';

/**
 * The Emotion cache for a page whose styles the server put in its head (one tag, written by
 * shell/src/server/collect-styles.ts): those styles count as inserted, so the browser neither
 * adds them again nor moves that tag, and any style rendered later goes in a tag after it.
 * Undefined for a page without that tag: Emotion's own cache then does as usual.
 */
export function serverStyleCache(doc: Document = document): EmotionCache | undefined {
  const listed = doc.querySelector(`style[${serverStylesAttribute}]`)?.getAttribute(serverStylesAttribute);
  const [key, ...names] = listed?.split(' ') ?? [];
  if (!key) return undefined;
  const cache = createStyleCache(key);
  for (const name of names) cache.inserted[name] = true;
  return cache;
}
