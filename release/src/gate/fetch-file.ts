import type { FetchFile } from './verify-release';

const TIMEOUT_MS = 15_000;

/** Fetches over HTTP, as a browser would: 404 is "not there", any other failure an error. */
export const fetchOverHttp: FetchFile = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  // A bucket that may not be listed answers 403 for a key that is not there.
  if (response.status === 404 || response.status === 403) return undefined;
  if (!response.ok) throw new Error(`${url} answers ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};
