import { z } from 'zod/mini';

/** The remotes the shell routes to, by federation container name. */
export const REMOTE_NAMES = ['catalog_mfe', 'content_mfe', 'account_mfe'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const versionRefSchema = z.object({
  version: z.string(),
  /** URL of the version's mf-manifest.json. */
  manifest: z.url(),
});

const remoteEntrySchema = z.extend(versionRefSchema, {
  /** Last known good: used when the live version fails to load in this browser. */
  previous: z._default(z.nullable(versionRefSchema), null),
});

/** What the deployment serves at /registry.json; a remote with nothing live is simply absent. */
export const registrySchema = z.object({
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), remoteEntrySchema),
});

export type Registry = z.infer<typeof registrySchema>;
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type VersionRef = z.infer<typeof versionRefSchema>;
