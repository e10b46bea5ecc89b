import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BuildFile } from '../build/build-files';
import type { ReleaseServiceLimits } from '../release-config';
import { assertSafePath } from '../store/release-storage';
import { Refused } from './refused';
import { versionSourceSchema } from '../build/version-source-from-env';

/** The fields a publish may carry beside its files, and nothing else. */
const fieldsSchema = z
  .object({
    by: z.string().max(200).optional(),
    reason: z.string().max(2_000).optional(),
    force: z.enum(['true', 'false']).optional(),
  })
  // Where the build came from (GIT_COMMIT, GIT_BRANCH, BUILD_ID or the CI's own), kept with the version.
  .extend(versionSourceSchema.shape)
  .strict();
export type PublishFields = z.infer<typeof fieldsSchema>;
const FIELD_NAMES = Object.keys(fieldsSchema.shape);
/** Room for the longest field allowed (a reason of 2,000 characters, in UTF-8). */
const MAX_FIELD_BYTES = 8 * 1024;

/** An upload stored on disk as it arrived, until it is published. */
export interface ReceivedBuild {
  fields: PublishFields;
  /** Its files, read back for publishing: the upload itself never held more than a chunk. */
  read(): Promise<BuildFile[]>;
  /** Removes what was stored. */
  discard(): Promise<void>;
}

type UploadLimits = Pick<ReleaseServiceLimits, 'maxFileBytes' | 'maxVersionBytes' | 'maxFiles'>;

const NOT_MULTIPART = 'Publish uploads a build as multipart/form-data: one file part per file, named by its path in the build.';

/** What each way an upload can go wrong is answered, by the multipart plugin's and busboy's errors. */
function refusalOf(error: unknown, limits: UploadLimits): Refused | undefined {
  if (error instanceof Refused) return error;
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new Refused(415, NOT_MULTIPART);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new Refused(413, `The upload has more than ${limits.maxFiles} files, the most a version may have.`);
    case 'FST_FIELDS_LIMIT':
      return new Refused(413, `The upload has more than ${FIELD_NAMES.length} fields; a publish takes ${FIELD_NAMES.join(', ')}.`);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new Refused(413, `A file of the upload is larger than ${limits.maxFileBytes} bytes, the most a file may have.`);
    case 'FST_PROTO_VIOLATION':
      return new Refused(400, 'The upload names a part "__proto__" or the like.');
    case 'FST_MP_PREMATURE_CLOSE':
      return new Refused(400, 'The upload was cut short: the connection closed before its end.');
  }
  // busboy's own errors, which carry no code.
  if (message === 'Multipart: Boundary not found') return new Refused(400, `The upload's Content-Type names no multipart boundary. ${NOT_MULTIPART}`);
  if (/unexpected end of multipart data$/i.test(message)) return new Refused(400, 'The upload was cut short: its multipart body ends before its closing boundary.');
  return undefined;
}

/** Counts the bytes of a whole upload as they pass, and stops it past the version's limit. */
function versionTotal(limits: UploadLimits, total: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total.bytes += chunk.length;
      if (total.bytes > limits.maxVersionBytes) {
        done(new Refused(413, `The upload is larger than ${limits.maxVersionBytes} bytes, the most a version may have.`));
      } else done(null, chunk);
    },
  });
}

/**
 * Receives a published build: each file part is written to a temporary folder as it arrives, and
 * the limits (per file, per version, number of files and fields) are checked as the bytes come,
 * so no upload is held in memory and none is read past a limit. Anything malformed is a Refused
 * (4xx); the rest of a refused upload is read and dropped, so its client reads the answer.
 */
export async function receiveBuild(request: FastifyRequest, limits: UploadLimits): Promise<ReceivedBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'release-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const stored: { path: string; location: string }[] = [];
  const fields: Record<string, string> = {};
  const total = { bytes: 0 };
  try {
    if (!request.isMultipart()) throw new Refused(415, NOT_MULTIPART);
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: FIELD_NAMES.length,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + FIELD_NAMES.length,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new Refused(413, `The field ${part.fieldname} is longer than ${MAX_FIELD_BYTES} bytes.`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        assertSafePath(part.fieldname);
      } catch (error) {
        throw new Refused(400, error instanceof Error ? error.message : String(error));
      }
      if (stored.some((file) => file.path === part.fieldname)) throw new Refused(400, `The upload has ${part.fieldname} twice.`);
      // Stored by number: the path only names the file, it never becomes one on this disk.
      const location = path.join(dir, String(stored.length));
      await pipeline(part.file, versionTotal(limits, total), createWriteStream(location));
      if (part.file.truncated) throw new Refused(413, `${part.fieldname} is larger than ${limits.maxFileBytes} bytes, the most a file may have.`);
      stored.push({ path: part.fieldname, location });
    }
    if (stored.length === 0) throw new Refused(400, 'The upload carries no files.');
    const parsed = fieldsSchema.safeParse(fields);
    if (!parsed.success) throw new Refused(400, `Invalid upload: ${parsed.error.issues[0]?.message ?? 'malformed fields'}.`);
    return {
      fields: parsed.data,
      read: () => Promise.all(stored.map(async (file) => ({ path: file.path, bytes: await readFile(file.location) }))),
      discard,
    };
  } catch (error) {
    await discard();
    const refused = refusalOf(error, limits);
    if (!refused) throw error;
    // The client is still sending: let it finish into nothing, then close.
    request.raw.resume();
    refused.headers.connection = 'close';
    throw refused;
  }
}
