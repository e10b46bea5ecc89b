import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { shell } from '@storefront/shared/federation';
import { workspace } from '../support/workspace-copy';
import { isMessageJson, send } from './http-client';
import type { HostileSite } from './hostile-site';
import type { Row } from './results-table';

/** Files kept for debugging that no production origin may serve: source maps, build stats, harness pages. */
export const isDebugFile = (file: string) => /\.map$|(^|\/)mf-stats\.json$|\.html$/.test(file);

export interface DebugFileProbe {
  origin: string;
  files: number;
  /** Paths answered with anything but 404 JSON {message}, and how. */
  reachable: Array<{ path: string; status: number }>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

async function probe(origin: string, originUrl: string, paths: string[]): Promise<DebugFileProbe> {
  const reachable: DebugFileProbe['reachable'] = [];
  for (const file of paths) {
    const answer = await send(`${originUrl}/${file}`);
    if (answer.status !== 404 || !isMessageJson(answer))
      reachable.push({ path: file, status: answer.status });
  }
  return { origin, files: paths.length, reachable };
}

/**
 * Every debug file the builds made, asked for where it would be served: the site's own origin
 * serves the shell's dist folder (its page, index.html, is meant to be served), each remote's
 * origin its folder of the release store.
 */
export async function runServedFiles(site: HostileSite): Promise<DebugFileProbe[]> {
  const shellFiles = (await filesUnder(path.join(workspace, shell.folder, 'dist'))).filter(
    (file) => isDebugFile(file) && file !== 'index.html',
  );
  const probes = [await probe('site', site.siteUrl, shellFiles)];
  for (const remote of site.remotes) {
    const files = (await filesUnder(path.join(site.storeDir, remote.folder))).filter(isDebugFile);
    probes.push(await probe(remote.folder, remote.origin, files));
  }
  return probes;
}

export function judgeServedFiles(probes: DebugFileProbe[]): Row[] {
  return probes.map((entry) => ({
    scenario: 'what is served',
    check: `source maps, mf-stats.json, harness pages: ${entry.origin}`,
    figure: `${entry.reachable.length} of ${entry.files} reachable${entry.reachable[0] ? ` (${entry.reachable[0].status} ${entry.reachable[0].path})` : ''}`,
    target: `0 (each 404 JSON)`,
    pass: entry.files > 0 && entry.reachable.length === 0,
  }));
}
