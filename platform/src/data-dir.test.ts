import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirFromEnv } from './database-from-env';

describe('dataDirFromEnv', () => {
  it('defaults to .data at the root of the repository', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    expect(dataDirFromEnv({})).toBe(path.join(root, '.data'));
    expect(dataDirFromEnv({ DATA_DIR: '  ' })).toBe(path.join(root, '.data'));
  });

  it('takes an absolute DATA_DIR as it is', () => {
    expect(dataDirFromEnv({ DATA_DIR: '/var/lib/storefront' })).toBe('/var/lib/storefront');
  });

  it('resolves a relative DATA_DIR from where the command was typed', () => {
    expect(dataDirFromEnv({ DATA_DIR: 'site-data', INIT_CWD: '/home/agent/storefront' })).toBe('/home/agent/storefront/site-data');
  });
});
