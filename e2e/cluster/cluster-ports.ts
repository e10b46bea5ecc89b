/**
 * Where each part of the cluster listens: the load balancer's two front doors first, then the
 * instances behind them. CLUSTER_PORT (default 9100) moves them all.
 */
export function clusterPorts(base = Number(process.env.CLUSTER_PORT ?? 9100)) {
  return {
    /** HAProxy: the site's and the API's public front doors. */
    siteFront: base,
    apiFront: base + 10,
    sites: [base + 1, base + 2],
    apis: [base + 11, base + 12],
    console: base + 5,
    worker: base + 6,
    /** nginx caching the release store, standing in for the CDN. */
    cache: base + 20,
    store: base + 21,
    database: base + 30,
    /** HAProxy's statistics page, where the suite reads which servers it counts as up. */
    stats: base + 40,
    /** Ports each instance's settings give remote origins that do not run here (three). */
    unusedRemotes: base + 45,
  };
}

export type ClusterPorts = ReturnType<typeof clusterPorts>;
