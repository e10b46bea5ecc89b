import { createHash } from 'node:crypto';
import type { ServerFederationPlugin } from '@storefront/shared/federation';

/** A released version's folder, and what its files must be. */
export interface KnownFolder {
  remote: string;
  version: string;
}

export interface GuardedFetchOptions {
  /** The version folder a URL lies in, when it is one the loader registered; else undefined. */
  folderOf: (url: string) => { url: string; folder: KnownFolder } | undefined;
  /** A published version's files as Subresource Integrity values (path → `sha256-…`), when known. */
  integrity: (remote: string, version: string) => Promise<Record<string, string> | undefined>;
  /** How long one file may take to arrive. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

const sri = (bytes: Buffer) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/**
 * The fetch the federation runtime uses on the server, for remote entries and their chunks: the
 * SDK executes whatever a URL answers and waits for ever. Here only a folder the registry named
 * is read, an answer other than 2xx is an error (not code to run), a file that takes longer than
 * the timeout is abandoned (AbortSignal.timeout cancels the request itself), and a file of a
 * published version must have the SHA-256 recorded when it was published.
 */
export function guardedFetchPlugin(options: GuardedFetchOptions): ServerFederationPlugin {
  const fetchFile = options.fetch ?? fetch;
  return {
    name: 'storefront-guarded-fetch',
    fetch: async (url) => {
      const known = options.folderOf(url);
      if (!known) throw new Error(`${url} is not in a version folder the registry names.`);
      const signal = AbortSignal.timeout(options.timeoutMs);
      const response = await fetchFile(url, { signal });
      if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
      const [bytes, integrity] = await Promise.all([
        response.arrayBuffer().then((body) => Buffer.from(body)),
        options.integrity(known.folder.remote, known.folder.version),
      ]);
      const path = url.slice(known.url.length);
      // Digests are recorded for published versions; a development build has none to check.
      if (integrity && integrity[path] !== sri(bytes)) {
        throw new Error(
          `${url} is not the file published as ${known.folder.remote} ${known.folder.version}.`,
        );
      }
      return new Response(bytes, { status: 200, headers: { 'Content-Type': 'text/javascript' } });
    },
  };
}
