import type { SourceMapInput } from '@jridgewell/trace-mapping';
import { generatedRanges } from './generated-ranges';

/**
 * Splits a script's transferred bytes by npm package, using its source map: each package counts in
 * proportion to the minified code it contributes (what tree shaking left of it, not its whole
 * source). Sources outside node_modules count as the app (`app:<folder>`); code no source claims
 * (the bundler's own glue) as the bundler runtime.
 */
export async function attributeByPackage(scriptUrl: string, transferred: number): Promise<Record<string, number>> {
  try {
    const [script, map] = await Promise.all([fetch(scriptUrl), fetch(`${scriptUrl}.map`)]);
    if (!script.ok || !map.ok) return { unknown: transferred };
    const bytes = generatedBytesByPackage(await script.text(), (await map.json()) as SourceMapInput);
    const total = Object.values(bytes).reduce((sum, count) => sum + count, 0);
    if (total === 0) return { unknown: transferred };
    return Object.fromEntries(Object.entries(bytes).map(([name, count]) => [name, (transferred * count) / total]));
  } catch {
    return { unknown: transferred };
  }
}

/** Minified characters per package: each mapping owns the code up to the next one on its line. */
export function generatedBytesByPackage(code: string, map: SourceMapInput): Record<string, number> {
  const bytes: Record<string, number> = {};
  for (const range of generatedRanges(code, map)) {
    const name = range.source ? packageOf(range.source) : 'bundler runtime';
    bytes[name] = (bytes[name] ?? 0) + range.end - range.start;
  }
  return bytes;
}

export function packageOf(source: string): string {
  const marker = source.lastIndexOf('node_modules/');
  if (marker === -1) {
    if (source.includes('webpack/runtime') || source.includes('rspack/runtime')) return 'bundler runtime';
    const folder = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\/|^\.\.\//g, '').split('/')[0];
    // Code the federation plugin generates has its own text, URL-encoded, as its "path".
    if (!folder || folder.includes('%')) return 'bundler runtime';
    return `app:${folder}`;
  }
  const rest = source.slice(marker + 'node_modules/'.length).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? 'unknown');
}
