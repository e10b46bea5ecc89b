import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, readDataDir } from './read-api-config';

describe('readDataDir', () => {
  it('defaults to .data at the root of the repository', () => {
    expect(DEFAULT_DATA_DIR).toBe(path.resolve(import.meta.dirname, '../../../.data'));
    expect(readDataDir({})).toBe(DEFAULT_DATA_DIR);
    expect(readDataDir({ DATA_DIR: '  ' })).toBe(DEFAULT_DATA_DIR);
  });

  it('takes an absolute DATA_DIR as it is', () => {
    expect(readDataDir({ DATA_DIR: '/var/lib/storefront' })).toBe('/var/lib/storefront');
  });

  it('resolves a relative DATA_DIR from where the command was typed', () => {
    expect(readDataDir({ DATA_DIR: 'support-data', INIT_CWD: '/home/agent/storefront' })).toBe(
      '/home/agent/storefront/support-data',
    );
  });
});
