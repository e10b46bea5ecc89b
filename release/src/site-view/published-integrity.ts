import { subresourceIntegrity } from '../registry/public-registry';
import type { RegistryStore } from '../registry/registry-store';

/**
 * Each published version's files as Subresource Integrity values (path → value), read once: a
 * published version's files never change. Source maps are left out; browsers run none of them.
 */
export function publishedIntegrity(registry: Pick<RegistryStore, 'findVersion'>) {
  const cache = new Map<string, Promise<Record<string, string> | undefined>>();
  return (remote: string, version: string): Promise<Record<string, string> | undefined> => {
    const key = `${remote}\0${version}`;
    let integrity = cache.get(key);
    if (!integrity) {
      integrity = registry.findVersion(remote, version).then((published) =>
        published
          ? Object.fromEntries(published.files.filter((file) => !file.path.endsWith('.map')).map((file) => [file.path, subresourceIntegrity(file.sha256)]))
          : undefined,
      );
      // Not (yet) published, or the database did not answer: ask again next time.
      integrity.then((value) => value ?? cache.delete(key), () => cache.delete(key));
      cache.set(key, integrity);
    }
    return integrity.catch(() => undefined);
  };
}
