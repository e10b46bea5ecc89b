export interface TtlCacheOptions {
  ttlMs: number;
  now?: () => number;
}

/**
 * `build(key)`'s result, built at most once per key and TTL however many ask at once. When a
 * build fails, the last result built for that key is served (stale beats none); with none yet,
 * the error goes on.
 */
export function ttlCache<K, V>(build: (key: K) => Promise<V>, { ttlMs, now = Date.now }: TtlCacheOptions): (key: K) => Promise<V> {
  const built = new Map<K, { value: V; at: number }>();
  const building = new Map<K, Promise<V>>();
  const rebuild = async (key: K) => {
    try {
      const value = await build(key);
      built.set(key, { value, at: now() });
      return value;
    } catch (error) {
      const stale = built.get(key);
      if (stale) return stale.value;
      throw error;
    }
  };
  return (key) => {
    const entry = built.get(key);
    if (entry && now() - entry.at < ttlMs) return Promise.resolve(entry.value);
    let pending = building.get(key);
    if (!pending) {
      // Forgotten once settled, never before it is recorded (a build may fail at once).
      pending = rebuild(key).finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  };
}
