import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { storedSupportRequestSchema, type StoredSupportRequest } from './stored-support-request';
import { newSupportReference } from './support-reference';
import type { SupportRequest } from '@storefront/shared/support-request-rules';

export const SUPPORT_REQUESTS_FILE = 'support-requests.jsonl';

export interface SupportRequestLogContents {
  records: StoredSupportRequest[];
  /** Lines that could not be read back: a write torn by a crash, or damage by hand. */
  skippedLines: number;
  /** The file does not end with a newline: the last write was cut short. */
  endsMidLine: boolean;
}

export function supportRequestsFile(dataDir: string): string {
  return path.join(dataDir, SUPPORT_REQUESTS_FILE);
}

function parseLine(line: string): StoredSupportRequest | undefined {
  try {
    const parsed = storedSupportRequestSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the log without opening it for writing (the listing CLI, and the server on start). */
export function readSupportRequests(dataDir: string): SupportRequestLogContents {
  let text: string;
  try {
    text = readFileSync(supportRequestsFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { records: [], skippedLines: 0, endsMidLine: false };
    }
    throw error;
  }
  const records: StoredSupportRequest[] = [];
  let skippedLines = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const record = parseLine(line);
    if (record) records.push(record);
    else skippedLines += 1;
  }
  return { records, skippedLines, endsMidLine: text.length > 0 && !text.endsWith('\n') };
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written);
}

/** A new file's name is only durable once its folder is synced too (not possible on Windows). */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Best effort: the record itself is already synced.
  }
}

/**
 * Support requests in an append-only JSON-lines file. `append` returns only once the record is
 * on disk (write, then fsync), so a request the visitor was told is received survives a crash.
 */
export class SupportRequestLog {
  /** Lines found unreadable when the log was opened (reported by the server on start). */
  readonly skippedLines: number;
  private readonly byReference = new Map<string, StoredSupportRequest>();
  private readonly bySubmissionId = new Map<string, StoredSupportRequest>();
  private fd: number | undefined;
  /** Set while a write may have stopped mid-line, so the next record starts on a line of its own. */
  private needsNewline: boolean;

  private constructor(fd: number, contents: SupportRequestLogContents) {
    this.fd = fd;
    this.skippedLines = contents.skippedLines;
    this.needsNewline = contents.endsMidLine;
    for (const record of contents.records) this.remember(record);
  }

  static open(dataDir: string): SupportRequestLog {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = supportRequestsFile(dataDir);
    const isNew = !existsSync(file);
    const contents = readSupportRequests(dataDir);
    // The requests hold personal data: readable by the API's own user only.
    const fd = openSync(file, 'a', 0o600);
    if (isNew) syncFolder(dataDir);
    return new SupportRequestLog(fd, contents);
  }

  list(): StoredSupportRequest[] {
    return [...this.byReference.values()];
  }

  findBySubmissionId(submissionId: string): StoredSupportRequest | undefined {
    return this.bySubmissionId.get(submissionId);
  }

  append(request: SupportRequest, now: Date = new Date()): StoredSupportRequest {
    if (this.fd === undefined) throw new Error('The support request log is closed.');
    const reference = newSupportReference(now, (candidate) => this.byReference.has(candidate));
    const record: StoredSupportRequest = { reference, createdAt: now.toISOString(), ...request };
    const line = `${this.needsNewline ? '\n' : ''}${JSON.stringify(record)}\n`;
    this.needsNewline = true;
    writeAll(this.fd, line);
    fsyncSync(this.fd);
    this.needsNewline = false;
    this.remember(record);
    return record;
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  private remember(record: StoredSupportRequest): void {
    this.byReference.set(record.reference, record);
    if (record.submissionId) this.bySubmissionId.set(record.submissionId, record);
  }
}
