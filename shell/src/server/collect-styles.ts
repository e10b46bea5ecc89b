import type { EmotionCache } from '@emotion/cache';
import { serverStylesAttribute } from '@storefront/shared/federation';
import { createStyleCache } from '../styles/create-style-cache';

export interface StyleCollector {
  /** The cache to render with (through Emotion's CacheProvider). */
  cache: EmotionCache;
  /** One <style> tag with every style the render used, in the order it used them. */
  styleTag(): string;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An Emotion cache for one server render that keeps the styles it is asked for, instead of
 * writing a <style> tag beside each element. Such inline tags would sit inside #root, and the
 * browser's Emotion moves every one of them out of hydration's way: each moved tag is a new
 * style sheet, and the page pays a whole style recalculation for it just after its first paint.
 * Collected, the styles go in the head once and stay there (shell/src/runtime/server-style-cache.ts).
 */
export function collectStyles(): StyleCollector {
  const cache = createStyleCache('css');
  // Emotion's compatibility mode: a server render keeps each style's rules in `inserted` and
  // renders no <style> tag for it.
  cache.compat = true;
  const names: string[] = [];
  const rules: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const isNew = cache.inserted[serialized.name] === undefined;
    const result = insert(selector, serialized, sheet, shouldCache);
    const kept = cache.inserted[serialized.name];
    if (isNew && typeof kept === 'string') {
      names.push(serialized.name);
      rules.push(kept);
    }
    return result;
  };
  return {
    cache,
    styleTag: () =>
      // A rule never holds `</style`, but a tag cannot end early whatever the styles hold.
      `<style ${serverStylesAttribute}="${escapeAttribute([cache.key, ...names].join(' '))}">${rules.join('').replace(/<\/(style)/gi, '<\\/$1')}</style>`,
  };
}
