import type { FetchFile } from './verify-release';

const TIMEOUT_MS = 15_000;

/**
 * Fetches over HTTP, as a browser would: 404 is "not there", any other failure an error. A
 * redirect is not followed: the gate reads a version's files where they are, and a redirect
 * could lead it to any host, its own network's included.
 */
export const fetchOverHttp: FetchFile = async (url) => {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  // A bucket that may not be listed answers 403 for a key that is not there.
  if (response.status === 404 || response.status === 403) return undefined;
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new Error(`${url} answers a redirect (HTTP ${response.status}), which the gate does not follow`);
  }
  if (!response.ok) throw new Error(`${url} answers ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};
