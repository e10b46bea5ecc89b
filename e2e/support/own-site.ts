import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  publishCurrentBuilds,
  releaseContextFromEnv,
  siteConfigFromEnv,
  startSite,
  type ReleaseContext,
  type RunningSite,
} from '@storefront/release';

export interface OwnSite {
  site: RunningSite;
  release: ReleaseContext;
  storeDir: string;
  close: () => Promise<void>;
}

/**
 * A site of a journey's own, on its own ports and release store (one version of each remote, so
 * no last-known-good fallback hides a fault), which the journey may stop and start at will.
 */
export async function startOwnSite(port: number, env: NodeJS.ProcessEnv = {}): Promise<OwnSite> {
  const storeDir = await mkdtemp(path.join(tmpdir(), 'e2e-site-'));
  const release = releaseContextFromEnv({ RELEASE_STORE: storeDir });
  await publishCurrentBuilds(release, () => undefined);
  const site = await startSite(siteConfigFromEnv({ PORT: String(port), DATA_DIR: path.join(storeDir, 'data'), ...env }), release);
  return {
    site,
    release,
    storeDir,
    close: async () => {
      await site.close();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
