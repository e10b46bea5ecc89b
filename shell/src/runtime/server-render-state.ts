import { serverRenderId, type ServerRenderState } from '@storefront/shared/federation';

/**
 * What the server rendered into the page (its data block), or undefined for a page it did not
 * render: a plain static host's index.html, the dev server, or a block that does not parse.
 */
export function readServerRenderState(doc: Document = document): ServerRenderState | undefined {
  const text = doc.getElementById(serverRenderId)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<ServerRenderState> | null;
    return parsed && 'page' in parsed && 'queries' in parsed
      ? {
          page: parsed.page ?? null,
          slots: Array.isArray(parsed.slots) ? parsed.slots : [],
          queries: parsed.queries,
        }
      : undefined;
  } catch {
    return undefined;
  }
}
