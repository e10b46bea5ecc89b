import { z } from 'zod/mini';
import { registryPreviewSchema } from './preview';
import { remoteNames } from './remotes';

/** Subresource Integrity values (`sha256-<base64>`) of what a browser loads first. */
const integritySchema = z.object({
  manifest: z.string(),
  /** The remote entry (remoteEntryFile), which holds its chunks' own values. */
  entry: z.string(),
});

const versionRefSchema = z.object({
  version: z.string(),
  /** URL of the version's mf-manifest.json. */
  manifest: z.url(),
  /** Absent for a development server's build, which is not published. */
  integrity: z.optional(integritySchema),
  /**
   * The site's signed proof that it served this version to this visitor: a report on the version
   * counts only with it (release/src/reports/). Absent where nothing is counted (a preview).
   */
  reportToken: z.optional(z.string()),
});

const remoteEntrySchema = z.extend(versionRefSchema, {
  /** Last known good: used when the live version fails to load in a browser. */
  previous: z._default(z.nullable(versionRefSchema), null),
});

/**
 * What the site serves at /registry.json (and embeds in its pages): the live version of each
 * remote, with the previous one. A remote with nothing live is absent. `preview`: what the site
 * made of the visitor's preview link, when they followed one (preview.ts).
 */
export const registrySchema = z.object({
  remotes: z.partialRecord(z.enum(remoteNames), remoteEntrySchema),
  preview: z.optional(registryPreviewSchema),
});

export type Registry = z.infer<typeof registrySchema>;
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type VersionRef = z.infer<typeof versionRefSchema>;
export type VersionIntegrity = z.infer<typeof integritySchema>;
