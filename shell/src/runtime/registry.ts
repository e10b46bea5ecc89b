import { z } from 'zod';

/** The remotes the shell routes to, by federation container name. */
export const REMOTE_NAMES = ['catalog_mfe', 'content_mfe', 'account_mfe'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const remoteEntrySchema = z.object({
  version: z.string(),
  /** URL of the remote's mf-manifest.json. */
  manifest: z.url(),
});

export const registrySchema = z.object({
  remotes: z.object({
    catalog_mfe: remoteEntrySchema,
    content_mfe: remoteEntrySchema,
    account_mfe: remoteEntrySchema,
  }),
});

export type Registry = z.infer<typeof registrySchema>;
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
