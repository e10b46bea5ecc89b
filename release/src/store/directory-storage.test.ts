import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DirectoryStorage } from './directory-storage';

let location: string;
beforeEach(async () => {
  location = await mkdtemp(path.join(tmpdir(), 'directory-storage-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(location, { recursive: true, force: true });
});

const files = Array.from({ length: 200 }, (_, index) => ({ path: `chunks/${index % 7}/${index}.js`, bytes: Buffer.from(`chunk ${index}`) }));

describe('DirectoryStorage', () => {
  it('stores a version whole when publishers of it write at once, within one millisecond, and leaves nothing else behind', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const storage = new DirectoryStorage(location);
    await Promise.all(Array.from({ length: 6 }, () => storage.putRelease('catalog-mfe', '1.0.0-a', files)));
    expect(await readdir(path.join(location, 'catalog-mfe'))).toEqual(['1.0.0-a']);
    expect(await readdir(path.join(location, 'catalog-mfe', '1.0.0-a', 'chunks'), { recursive: true })).toHaveLength(207);
    expect((await storage.readFile('catalog-mfe', '1.0.0-a', 'chunks/3/199.js'))?.toString()).toBe('chunk 199');
  });
});
