import { embeddedDocumentsId } from '@storefront/shared/federation';

/** The two documents a deployment serves beside the shell; their shapes are checked in bootstrap. */
export interface RuntimeDocuments {
  registry: unknown;
  config: unknown;
}

async function fetchJson(path: string): Promise<unknown> {
  // `no-cache`: a promote or rollback must reach the visitor on the next page load.
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export async function fetchRuntimeDocuments(): Promise<RuntimeDocuments> {
  const [registry, config] = await Promise.all([
    fetchJson('/registry.json'),
    fetchJson('/config.json'),
  ]);
  return { registry, config };
}

/** The documents embedded in the page, or undefined when there are none (or they do not parse). */
export function embeddedRuntimeDocuments(doc: Document = document): RuntimeDocuments | undefined {
  const text = doc.getElementById(embeddedDocumentsId)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<RuntimeDocuments> | null;
    return parsed && 'registry' in parsed && 'config' in parsed
      ? { registry: parsed.registry, config: parsed.config }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server embeds the documents into the page it sends (saving two round trips before the
 * first render); a page without them (a plain static host, the dev server) fetches them.
 */
export function readRuntimeDocuments(): Promise<RuntimeDocuments> {
  const embedded = embeddedRuntimeDocuments();
  return embedded ? Promise.resolve(embedded) : fetchRuntimeDocuments();
}
