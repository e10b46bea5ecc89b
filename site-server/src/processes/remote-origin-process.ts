import {
  announceReady,
  closeOnExitSignals,
  harnessPageHeaders,
  isHttpsUrl,
  operationsFromEnv,
  REMOTE_ASSET_HEADERS,
  serverLimitsFromEnv,
  serverLogging,
} from '@storefront/platform';
import { access } from 'node:fs/promises';
import { DirectoryStorage, findRemote, versionedCacheControlFor } from '@storefront/release';
import { createStaticOrigin } from '../origins/static-origin';
import { siteConfigFromEnv } from '../site-config';
import { remoteReaders } from './cross-origin-callers';

// One remote's origin as a process: its folder of a directory release store, as a CDN would serve it.
const remote = findRemote(process.argv[2] ?? '');
if (!remote) throw new Error(`Name a remote of the federation contract, not "${process.argv[2] ?? ''}".`);
const config = siteConfigFromEnv(process.env);
const root = new DirectoryStorage(config.releaseStore).remoteRoot(remote.folder);
// Ready while the folder it serves is there (a volume mounted, a store not moved away).
const operations = operationsFromEnv(process.env, () =>
  access(root).then(
    () => undefined,
    () => 'release folder unavailable',
  ),
);
const app = await createStaticOrigin({
  root,
  corsOrigins: remoteReaders(config),
  cacheControl: versionedCacheControlFor,
  assetHeaders: REMOTE_ASSET_HEADERS,
  htmlHeaders: harnessPageHeaders(config.publicUrls.api),
  logging: serverLogging(remote.folder),
  limits: serverLimitsFromEnv(process.env),
  publicHttps: isHttpsUrl(config.publicUrls.remotes[remote.name]),
  serveDebugFiles: config.serveDebugFiles,
  remoteReleases: true,
  operations,
});
closeOnExitSignals(
  () => app.close(),
  (error) => app.log.error({ err: error }, 'error while closing'),
  operations,
);
const port = config.remotePorts[remote.name];
await app.listen({ port, host: config.host });
app.log.info({ url: `http://localhost:${port}` }, `${remote.folder} origin ready`);
announceReady();
