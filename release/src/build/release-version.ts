import { z } from 'zod';
import { contentHash, type BuildFile } from './build-files';

const manifestHead = z.object({
  name: z.string(),
  metaData: z.object({ buildInfo: z.object({ buildVersion: z.string() }) }),
});

/** The container name and package version a build's own mf-manifest.json declares. */
export function describeBuild(files: readonly BuildFile[]): { container: string; packageVersion: string } {
  const manifest = files.find((file) => file.path === 'mf-manifest.json');
  if (!manifest) throw new Error('The build has no mf-manifest.json: is it the output of a remote\'s production build?');
  let parsed: z.infer<typeof manifestHead>;
  try {
    parsed = manifestHead.parse(JSON.parse(manifest.bytes.toString('utf8')));
  } catch {
    throw new Error('The build\'s mf-manifest.json is not a federation manifest.');
  }
  return { container: parsed.name, packageVersion: parsed.metaData.buildInfo.buildVersion };
}

/**
 * A remote's release version: its package version and a hash of its output, e.g.
 * `0.1.0-3f9a0c1d2e4b`. The same build always gets the same version, whatever the commit or the
 * machine, so an unchanged remote keeps its version and publishing it again changes nothing.
 */
export function releaseVersion(files: readonly BuildFile[]): string {
  return `${describeBuild(files).packageVersion}-${contentHash(files)}`;
}
