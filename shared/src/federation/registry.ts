import { z } from 'zod/mini';
import { remoteNames } from './remotes';

const versionRefSchema = z.object({
  version: z.string(),
  /** URL of the version's mf-manifest.json. */
  manifest: z.url(),
});

const remoteEntrySchema = z.extend(versionRefSchema, {
  /** Last known good: used when the live version fails to load in a browser. */
  previous: z._default(z.nullable(versionRefSchema), null),
});

/**
 * What the site serves at /registry.json (and embeds in its pages): the live version of each
 * remote, with the previous one. A remote with nothing live is absent.
 */
export const registrySchema = z.object({
  remotes: z.partialRecord(z.enum(remoteNames), remoteEntrySchema),
});

export type Registry = z.infer<typeof registrySchema>;
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type VersionRef = z.infer<typeof versionRefSchema>;
