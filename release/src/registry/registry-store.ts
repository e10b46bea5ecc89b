import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { emptyRegistry, registryDocumentSchema, type RegistryDocument } from './registry-document';

/**
 * The registry document on disk. Every change runs under an exclusive lock (so concurrent
 * commands are serialised) and replaces the file atomically (so a crash leaves the previous
 * document, never half of one).
 */
export class RegistryStore {
  readonly file: string;

  constructor(directory: string) {
    this.file = path.join(directory, 'registry.json');
  }

  async read(): Promise<RegistryDocument> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
      throw error;
    }
    const parsed = registryDocumentSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${this.file} is not a valid registry: ${parsed.error.message}`);
    return parsed.data;
  }

  /** Reads, changes and writes the document while holding the lock; returns what `change` returns. */
  async update<T>(change: (document: RegistryDocument) => T | Promise<T>): Promise<T> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const release = await lockfile.lock(path.dirname(this.file), {
      lockfilePath: `${this.file}.lock`,
      // A command killed while holding the lock leaves it behind; after this long it is taken over.
      stale: 10_000,
      retries: { retries: 200, factor: 1.2, minTimeout: 20, maxTimeout: 250 },
    });
    try {
      const document = await this.read();
      const result = await change(document);
      await writeFileAtomic(this.file, `${JSON.stringify(document, null, 2)}\n`, { fsync: true });
      return result;
    } finally {
      await release();
    }
  }
}
