import { afterPaintId } from '@storefront/shared/federation';

/** A preload hint of a page: in its head, or listed for after its first paint (a server-rendered page). */
export interface PageHint {
  href: string;
  as: string;
  crossorigin: boolean;
  integrity?: string;
}

/** Every preload hint the page's HTML gives the browser, wherever it gives it. */
export function pageHints(html: string): PageHint[] {
  const inHead = [...html.matchAll(/<link rel="preload" ([^>]*)>/g)].map(([, attributes]) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1];
    return { href: attribute('href')!, as: attribute('as')!, crossorigin: /\bcrossorigin\b/.test(attributes!), integrity: attribute('integrity') };
  });
  const block = new RegExp(`<script type="application/json" id="${afterPaintId}">(.*?)</script>`).exec(html)?.[1];
  const listed = block
    ? (JSON.parse(block) as { tag: string; attributes: Record<string, string> }[])
        .filter(({ tag, attributes }) => tag === 'link' && attributes.rel === 'preload')
        .map(({ attributes }) => ({ href: attributes.href!, as: attributes.as!, crossorigin: 'crossorigin' in attributes, integrity: attributes.integrity }))
    : [];
  return [...inHead, ...listed];
}
