import { describe, expect, it } from 'vitest';
import { publicRegistry } from './public-registry';
import type { LiveView } from './registry-store';

const url = (version: string) => `http://cdn.test/catalog-mfe/${version}/mf-manifest.json`;
const view: LiveView = {
  stacks: { catalog_mfe: ['0.9', '1.0'], content_mfe: ['2.0'] },
  knownGood: { catalog_mfe: '0.9', content_mfe: undefined },
  manifestUrls: { catalog_mfe: { '0.9': url('0.9'), '1.0': url('1.0') }, content_mfe: { '2.0': 'http://cdn.test/content-mfe/2.0/mf-manifest.json' } },
  canaries: { catalog_mfe: { version: '1.1', percent: 30, manifest: url('1.1'), files: [] } },
  digests: {},
};

describe('the registry a visitor gets while a canary runs', () => {
  it('runs the canary for a visitor whose bucket is below its share, falling back to the live version', () => {
    for (const bucket of [0, 29]) {
      expect(publicRegistry(view, {}, bucket).remotes.catalog_mfe).toEqual({ version: '1.1', manifest: url('1.1'), previous: { version: '1.0', manifest: url('1.0') } });
    }
  });

  it('keeps every other visitor on the live version with its last known good fallback', () => {
    for (const bucket of [30, 99, undefined]) {
      expect(publicRegistry(view, {}, bucket).remotes.catalog_mfe).toEqual({ version: '1.0', manifest: url('1.0'), previous: { version: '0.9', manifest: url('0.9') } });
    }
  });

  it('leaves the remotes without a canary as they are, whatever the bucket', () => {
    expect(publicRegistry(view, {}, 0).remotes.content_mfe).toEqual(publicRegistry(view, {}, 99).remotes.content_mfe);
    expect(publicRegistry(view, {}, 0).remotes.content_mfe).toMatchObject({ version: '2.0', previous: null });
  });
});

describe('the integrity a visitor is given', () => {
  const hex = (byte: string) => byte.repeat(64);
  const withDigests: LiveView = {
    ...view,
    digests: { catalog_mfe: { '1.0': { 'mf-manifest.json': hex('a'), 'remoteEntry.js': hex('b') }, '1.1': { 'mf-manifest.json': hex('c'), 'remoteEntry.js': hex('d') } } },
  };
  const sri = (byte: string) => `sha256-${Buffer.from(hex(byte), 'hex').toString('base64')}`;

  it('is that of the version the visitor runs, canary or live, and of its fallback', () => {
    const canary = publicRegistry(withDigests, {}, 0).remotes.catalog_mfe!;
    expect(canary.integrity).toEqual({ manifest: sri('c'), entry: sri('d') });
    expect(canary.previous?.integrity).toEqual({ manifest: sri('a'), entry: sri('b') });
    expect(publicRegistry(withDigests, {}, 99).remotes.catalog_mfe!.integrity).toEqual({ manifest: sri('a'), entry: sri('b') });
  });
});
