// autocannon ships no types; this declares only the part the load run uses.
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    amount?: number;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
  }

  interface AutocannonResult {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number };
    /** Milliseconds. */
    latency: { p99: number };
  }

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
