import { escapeAttribute, jsonDataBlock } from '@storefront/platform';
import { afterPaintId, embeddedDocumentsId } from '@storefront/shared/federation';
import type { Preload } from './page-assets';
import type { PageTemplate } from './page-template';

/** What a page's head carries for one visitor (page-hints.ts). */
export interface PageHints {
  /** The registry and runtime configuration, so the shell needs no request before rendering. */
  documents: { registry: unknown; config: unknown };
  /** Origins the page will certainly connect to (the API), so the connection opens early. */
  preconnect: string[];
  /** The current route's remote code, and the API request its page opens on. */
  preloads: Preload[];
}

/**
 * A hint the browser reuses only if it matches the request that follows: manifests are fetched
 * with CORS, and a file with integrity is loaded with CORS and that integrity. Browsers ignore
 * integrity on a `fetch` hint (and say so in the console): the fetch that uses it checks it.
 */
function preloadAttributes({ href, as, integrity }: Preload): Record<string, string> {
  return {
    rel: 'preload',
    href,
    as,
    ...(as === 'fetch' || integrity ? { crossorigin: '' } : {}),
    ...(integrity && as === 'script' ? { integrity } : {}),
  };
}

function preloadTag(preload: Preload): string {
  const attributes = Object.entries(preloadAttributes(preload)).map(([name, value]) =>
    value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
  );
  return `<link${attributes.join('')}>`;
}

/** An element shell/src/paint-first.ts adds to the head once the page has painted. */
interface StartUpElement {
  tag: 'script' | 'link';
  attributes: Record<string, string>;
}

/**
 * The head as it goes out at once: the shell's, then the documents (data, never run, so the
 * policy allowing no inline script holds) and the connections to open early; then the
 * paint-first script (a page the server renders) or, for a page the browser renders, the hints.
 */
export function openingHead(template: PageTemplate, hints: PageHints): string {
  return [
    template.head,
    jsonDataBlock(embeddedDocumentsId, hints.documents),
    ...hints.preconnect.map(
      (origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`,
    ),
    ...(template.paintFirst ? [template.paintFirst] : hints.preloads.map(preloadTag)),
  ].join('');
}

/**
 * For a page that starts its code after its first paint: the list of what to start then, the
 * hints first and the shell's scripts after them. The hint of the API request the page opens
 * on is left out when the server's render carries the answer: the browser would download it
 * again for nothing (and warn that it went unused). Empty for a page that starts at once.
 */
export function startUpList(
  template: PageTemplate,
  preloads: Preload[],
  openingDataIncluded: boolean,
): string {
  if (!template.paintFirst) return '';
  const elements: StartUpElement[] = [
    ...preloads
      .filter((preload) => !(openingDataIncluded && preload.openingData))
      .map((preload) => ({ tag: 'link' as const, attributes: preloadAttributes(preload) })),
    ...template.scripts.map((src) => ({ tag: 'script' as const, attributes: { src } })),
  ];
  return jsonDataBlock(afterPaintId, elements);
}
