import { subresourceIntegrity } from '../registry/public-registry';
import type { RegistryStore } from '../registry/registry-store';

/** Files' SHA-256 digests (path → hex) as Subresource Integrity values, source maps left out: browsers run none. */
const integrityFrom = (digests: Iterable<[string, string]>) =>
  Object.fromEntries([...digests].filter(([path]) => !path.endsWith('.map')).map(([path, sha256]) => [path, subresourceIntegrity(sha256)]));

/**
 * Each published version's files as Subresource Integrity values (path → value), read once: a
 * published version's files never change. A version the live view names (`known`: its digests)
 * is not read at all, so a page waits on no query for it, even while the database does not answer.
 */
export function publishedIntegrity(
  registry: Pick<RegistryStore, 'findVersion'>,
  known: (remote: string, version: string) => Record<string, string> | undefined = () => undefined,
) {
  const cache = new Map<string, Promise<Record<string, string> | undefined>>();
  return (remote: string, version: string): Promise<Record<string, string> | undefined> => {
    const digests = known(remote, version);
    if (digests) return Promise.resolve(integrityFrom(Object.entries(digests)));
    const key = `${remote}\0${version}`;
    let integrity = cache.get(key);
    if (!integrity) {
      integrity = registry.findVersion(remote, version).then((published) =>
        published ? integrityFrom(published.files.map((file) => [file.path, file.sha256])) : undefined,
      );
      // Not (yet) published, or the database did not answer: ask again next time.
      integrity.then((value) => value ?? cache.delete(key), () => cache.delete(key));
      cache.set(key, integrity);
    }
    return integrity.catch(() => undefined);
  };
}
