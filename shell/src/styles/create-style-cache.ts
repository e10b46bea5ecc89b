import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

// Properties that a browser the site supports (the targets in rspack.config.base.ts: Chrome 109,
// Firefox 115, Safari 15.4) knows only by their -webkit- name. Every other property is written
// once, unprefixed.
const WEBKIT_ONLY = new Set([
  'backdrop-filter',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'print-color-adjust',
  'text-size-adjust',
  'user-select',
]);

/**
 * Emotion's own prefixer writes each flex, transform and appearance rule up to four times, for
 * browsers a decade old (a third of a page's styles, which the server writes into every page's
 * head): this adds only the -webkit- names the supported browsers need.
 */
const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && WEBKIT_ONLY.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

/** The site's Emotion cache: the server's render and the browser's hydration of it use the same. */
export function createStyleCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: [webkitWhereNeeded] });
}
