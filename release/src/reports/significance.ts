// One-sided tests for "fails more often": a canary against the live version, or a version against
// the policy's rate. Written out because they are a few lines each; the statistics libraries on
// offer either lack them or tabulate every outcome of a binomial, which is slow at large counts.

/** P(Z ≥ z) for a standard normal Z (Abramowitz and Stegun 7.1.26; error below 1.5e-7). */
export function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erfc = poly * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** Above this many trials the binomial's tail is read from the normal curve instead of summed. */
const EXACT_UP_TO = 5_000;

/** P(X ≥ k) for X ~ Binomial(n, p): how likely `k` or more failures are if the true rate were `p`. */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  if (n > EXACT_UP_TO) {
    const mean = n * p;
    return normalUpperTail((k - 0.5 - mean) / Math.sqrt(mean * (1 - p)));
  }
  // Each term from the one before, in logarithms: no factorial is ever formed.
  let logTerm = n * Math.log1p(-p); // P(X = 0)
  for (let i = 0; i < k; i += 1) logTerm += Math.log((n - i) / (i + 1)) + Math.log(p / (1 - p));
  let sum = 0;
  for (let i = k; i <= n; i += 1) {
    const term = Math.exp(logTerm);
    sum += term;
    if (term < sum * 1e-16) break;
    logTerm += Math.log((n - i) / (i + 1)) + Math.log(p / (1 - p));
  }
  return Math.min(1, sum);
}

/**
 * The one-sided p-value that the first group fails more often than the second (a two-proportion
 * z-test on the pooled rate): small when `f1` of `n1` is too far above `f2` of `n2` to be chance.
 */
export function proportionAboveP(f1: number, n1: number, f2: number, n2: number): number {
  if (n1 === 0 || n2 === 0) return 1;
  const pooled = (f1 + f2) / (n1 + n2);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (spread === 0) return 1;
  return normalUpperTail((f1 / n1 - f2 / n2) / spread);
}
