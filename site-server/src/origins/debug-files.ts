import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Files that help a developer and nobody else: source maps (the whole source), the bundler's
// stats (every module's path) and a remote's standalone harness page. They stay in the release
// store; origins serve them only with SERVE_DEBUG_FILES=1.

/** A source map or the bundler's stats, by a served path. */
export const isDebugFile = (servedPath: string) => {
  const name = servedPath.toLowerCase();
  return name.endsWith('.map') || path.posix.basename(name) === 'mf-stats.json';
};

const HTML_REFERENCE = /\s(?:src|href)="([^"]+)"/g;
/** Release folders are immutable and few; this bounds the memory a flood of made-up ones can take. */
const MAX_CACHED_FOLDERS = 1_000;

/**
 * A remote's release folder built with its standalone harness holds an index.html and what only
 * that page loads (its entry script, its icon). Anything the federation manifest names
 * (remoteEntry.js, chunks) is the remote itself and stays served.
 */
export function harnessFilesIn(root: string): (servedPath: string) => boolean {
  const cache = new Map<string, Set<string>>();
  const harnessOf = (folder: string): Set<string> => {
    const known = cache.get(folder);
    if (known) return known;
    const dir = path.join(root, folder);
    const files = new Set<string>();
    const page = path.join(dir, 'index.html');
    if (dir.startsWith(path.join(root, path.sep)) && existsSync(page)) {
      const manifestPath = path.join(dir, 'mf-manifest.json');
      const manifest = existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : '';
      files.add('index.html');
      for (const [, reference = ''] of readFileSync(page, 'utf8').matchAll(HTML_REFERENCE)) {
        const name = reference.replace(/^\.\//, '');
        if (!name.includes('/') && !name.includes(':') && name !== 'remoteEntry.js' && !manifest.includes(`"${name}"`)) files.add(name);
      }
    }
    if (cache.size >= MAX_CACHED_FOLDERS) cache.clear();
    cache.set(folder, files);
    return files;
  };
  return (servedPath) => {
    const folder = servedPath.endsWith('/') ? servedPath : path.posix.dirname(servedPath);
    const name = servedPath.endsWith('/') ? 'index.html' : path.posix.basename(servedPath);
    return harnessOf(folder).has(name);
  };
}
