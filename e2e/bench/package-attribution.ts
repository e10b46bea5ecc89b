/**
 * Splits a script's transferred bytes by npm package, using its source map: each source counts
 * in proportion to its length. Sources outside node_modules count as the app (`app:<folder>`).
 */
export async function attributeByPackage(scriptUrl: string, transferred: number): Promise<Record<string, number>> {
  const shares: Record<string, number> = {};
  try {
    const response = await fetch(`${scriptUrl}.map`);
    if (!response.ok) return { unknown: transferred };
    const map = (await response.json()) as { sources?: string[]; sourcesContent?: (string | null)[] };
    const sources = map.sources ?? [];
    const lengths = sources.map((_, index) => map.sourcesContent?.[index]?.length ?? 0);
    const total = lengths.reduce((sum, length) => sum + length, 0);
    if (total === 0) return { unknown: transferred };
    sources.forEach((source, index) => {
      const name = packageOf(source);
      shares[name] = (shares[name] ?? 0) + (transferred * lengths[index]!) / total;
    });
    return shares;
  } catch {
    return { unknown: transferred };
  }
}

export function packageOf(source: string): string {
  const marker = source.lastIndexOf('node_modules/');
  if (marker === -1) {
    if (source.includes('webpack/runtime') || source.includes('rspack/runtime')) return 'bundler runtime';
    const folder = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\/|^\.\.\//g, '').split('/')[0];
    return `app:${folder ?? 'unknown'}`;
  }
  const rest = source.slice(marker + 'node_modules/'.length).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? 'unknown');
}
