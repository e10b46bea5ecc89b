/** The figures every version has; anything else the status carries is shown as it comes. */
const KNOWN = new Set(['visitors', 'failedVisitors', 'networks', 'failedNetworks', 'failureRate']);

/** `failedVisitors` → `failed visitors`, `p75` stays. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const formatValue = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-GB', { maximumFractionDigits: 3 }));

/**
 * Figures the release status carries beyond the known ones (web vitals per version, say), as
 * labelled values: numbers at the top level or up to two levels down (`vitals.lcp.p75` →
 * `vitals lcp p75`). Anything else is left out rather than guessed at.
 */
export function extraFigures(figures: object | null | undefined, known: ReadonlySet<string> = KNOWN): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'number' || (value === null && path.length > 1)) {
      found.set(path.map(words).join(' '), formatValue(value));
    } else if (value && typeof value === 'object' && !Array.isArray(value) && path.length < 3) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  for (const [key, value] of Object.entries(figures ?? {})) if (!known.has(key)) walk(value, [key]);
  return found;
}
