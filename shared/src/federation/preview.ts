import { z } from 'zod/mini';
import { remoteNames } from './remotes';

// A preview link (`<site>/preview/<token>`) lets whoever follows it run one published version of
// one remote on the whole site. The site says in each visitor's registry what it made of their
// link, so the shell's banner can name the version, or say why the live site is shown instead.

/**
 * Why the site serves the live versions instead of a link's, each with its sentence in the
 * banner; `unavailable`: the site could not check the link just then (its database was away).
 */
export const previewRefusals = ['expired', 'revoked', 'withdrawn', 'invalid', 'unavailable'] as const;
export type PreviewRefusal = (typeof previewRefusals)[number];

const servedPreviewSchema = z.object({
  remote: z.enum(remoteNames),
  version: z.string(),
  /** ISO 8601: when the link stops working. */
  expiresAt: z.string(),
});

const refusedPreviewSchema = z.object({
  /** One of previewRefusals; any text parses, so a reason added later never breaks a page. */
  refused: z.string(),
  /** What the link names, when it could be read at all. */
  remote: z.optional(z.enum(remoteNames)),
  version: z.optional(z.string()),
});

export const registryPreviewSchema = z.union([refusedPreviewSchema, servedPreviewSchema]);

export type RegistryPreview = z.infer<typeof registryPreviewSchema>;
export type ServedPreview = z.infer<typeof servedPreviewSchema>;
export type RefusedPreview = z.infer<typeof refusedPreviewSchema>;

export const isRefusedPreview = (preview: RegistryPreview): preview is RefusedPreview => 'refused' in preview;
