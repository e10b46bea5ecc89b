import { z } from 'zod';

export const historyEntrySchema = z.object({
  version: z.string(),
  action: z.enum(['publish', 'promote', 'rollback']),
  at: z.string(),
  by: z.string(),
  reason: z.string().optional(),
  /** Set when the gate refused and `--force` overrode it. */
  forced: z.boolean().optional(),
  /** What the gate said, when it was overridden. */
  problems: z.array(z.string()).optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const remoteRecordSchema = z.object({
  /** Versions that have been live, oldest first; the last one is live now. Rollback walks back. */
  liveStack: z.array(z.string()),
  history: z.array(historyEntrySchema),
  /** Load failures reported by browsers: version → timestamps. */
  failures: z.record(z.string(), z.array(z.string())).default({}),
});
export type RemoteRecord = z.infer<typeof remoteRecordSchema>;

export const registryDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  remotes: z.record(z.string(), remoteRecordSchema),
});
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;

export const emptyRegistry = (): RegistryDocument => ({ schemaVersion: 1, remotes: {} });

export const emptyRecord = (): RemoteRecord => ({ liveStack: [], history: [], failures: {} });

export function liveVersion(record: RemoteRecord | undefined): string | undefined {
  return record?.liveStack.at(-1);
}

export function previousVersion(record: RemoteRecord | undefined): string | undefined {
  return record?.liveStack.at(-2);
}

/** The entry that made the current live version live. */
export function liveSince(record: RemoteRecord | undefined): HistoryEntry | undefined {
  const live = liveVersion(record);
  return record?.history.findLast(
    (entry) => entry.version === live && (entry.action === 'promote' || entry.action === 'rollback'),
  );
}
