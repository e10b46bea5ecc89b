import path from 'node:path';
import { pageForPath } from '@storefront/shared/federation';
import { findRemote, openReleaseContext, promote, publishBuild, readBuild, type BuildFile } from '@storefront/release';
import { settledResidentMb } from './settled-memory';

const PROMOTES = 50;
/** How long a promote may take to show in the server's render before the bench gives up on it. */
const VISIBLE_WITHIN_MS = 10_000;

export interface PromotesResult {
  promotes: number;
  /** Resident memory of the site server after the promotes, less before them, each after a full collection. */
  memoryGrowthMb: number;
  /** From each promote to the first server render of the new version (median, worst). */
  visibleMedianMs: number;
  visibleWorstMs: number;
}

/** A build whose server entry differs by a comment: a new version, and new code to load. */
function variant(files: BuildFile[], index: number): BuildFile[] {
  return files.map((file) =>
    file.path === 'server/remoteEntry.js' ? { path: file.path, bytes: Buffer.concat([file.bytes, Buffer.from(`\n// bench variant ${index}\n`)]) } : file,
  );
}

async function renderedVersion(url: string): Promise<string | undefined> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return html.match(/"page":\{[^}]*"version":"([^"]+)"/)?.[1];
}

/**
 * Publishes and promotes 50 versions of the remote that renders `pagePath`, one after another,
 * each seen in the site server's render before the next: the server must load each new version
 * without a restart and let the old ones go.
 */
export async function measurePromotes(
  siteUrl: string,
  pagePath: string,
  site: { pid: number; snapshotDir: string },
  releaseEnv: NodeJS.ProcessEnv,
  root: string,
): Promise<PromotesResult> {
  const route = pageForPath(pagePath);
  const remote = route && findRemote(route.remote);
  if (!remote) throw new Error(`No remote renders ${pagePath}.`);
  const url = `${siteUrl}${pagePath}`;
  const files = await readBuild(path.join(root, remote.folder, 'dist'));
  const context = await openReleaseContext(releaseEnv);
  const visible: number[] = [];
  try {
    const before = await settledResidentMb(site.pid, site.snapshotDir);
    for (let index = 0; index < PROMOTES; index += 1) {
      const { version } = await publishBuild(context, remote, variant(files, index), { by: 'bench', reason: 'memory across promotes' });
      await promote(context, remote, version, { by: 'bench', reason: 'memory across promotes', skipSmoke: true });
      const promotedAt = Date.now();
      while ((await renderedVersion(url)) !== version) {
        if (Date.now() - promotedAt > VISIBLE_WITHIN_MS) throw new Error(`${remote.folder} ${version} was not rendered ${VISIBLE_WITHIN_MS} ms after its promote.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      visible.push(Date.now() - promotedAt);
    }
    const after = await settledResidentMb(site.pid, site.snapshotDir);
    const sorted = [...visible].sort((a, b) => a - b);
    return { promotes: PROMOTES, memoryGrowthMb: after - before, visibleMedianMs: sorted[Math.floor(sorted.length / 2)]!, visibleWorstMs: sorted.at(-1)! };
  } finally {
    await context.close();
  }
}
