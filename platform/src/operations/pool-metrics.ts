import { Gauge } from 'prom-client';

/** What a pg Pool says of itself. */
export interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  ended?: boolean;
}

const pools = new Map<PoolLike, string>();

/** Read when scraped, not kept up to date: a pool's counts change on every query. */
new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections of this process by pool (its application name) and state: total, idle, and queries waiting for one.',
  labelNames: ['pool', 'state'] as const,
  collect() {
    this.reset();
    for (const [pool, name] of pools) {
      if (pool.ended) {
        pools.delete(pool);
        continue;
      }
      this.inc({ pool: name, state: 'total' }, pool.totalCount);
      this.inc({ pool: name, state: 'idle' }, pool.idleCount);
      this.inc({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
  },
});

/** Reports a pool's use on /metrics until it ends. */
export function watchPool(pool: PoolLike, name: string): void {
  pools.set(pool, name);
}
