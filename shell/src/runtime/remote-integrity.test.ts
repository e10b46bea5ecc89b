import { describe, expect, it } from 'vitest';
import { integrityFor, linkForPublishedFile, rememberIntegrity, scriptForPublishedFile } from './remote-integrity';

const published = {
  version: '0.1.0-abc',
  manifest: 'http://cdn.test/catalog-mfe/0.1.0-abc/mf-manifest.json',
  integrity: { manifest: 'sha256-bWFuaWZlc3Q=', entry: 'sha256-ZW50cnk=' },
};

describe('remote integrity', () => {
  it("knows a published version's manifest and its entry beside it", () => {
    rememberIntegrity(published);
    expect(integrityFor(published.manifest)).toBe('sha256-bWFuaWZlc3Q=');
    expect(integrityFor('http://cdn.test/catalog-mfe/0.1.0-abc/remoteEntry.js')).toBe('sha256-ZW50cnk=');
    expect(integrityFor('http://cdn.test/catalog-mfe/0.1.0-abc/123.js')).toBeUndefined();
  });

  it('makes the entry a CORS script that runs only with the published content', () => {
    rememberIntegrity(published);
    const script = scriptForPublishedFile('http://cdn.test/catalog-mfe/0.1.0-abc/remoteEntry.js')!;
    expect(script.integrity).toBe('sha256-ZW50cnk=');
    expect(script.crossOrigin).toBe('anonymous');
  });

  it("loads a published version's other scripts with CORS too, keeping the runtime's priority", () => {
    rememberIntegrity(published);
    const chunk = scriptForPublishedFile('http://cdn.test/catalog-mfe/0.1.0-abc/123.js', { fetchpriority: 'high', crossorigin: 'use-credentials' })!;
    expect(chunk.crossOrigin).toBe('anonymous');
    expect(chunk.getAttribute('fetchpriority')).toBe('high');
    expect(chunk.hasAttribute('integrity')).toBe(false);
  });

  it('leaves a build nothing is known about (a development server) to the runtime', () => {
    rememberIntegrity({ version: 'dev', manifest: 'http://localhost:3001/mf-manifest.json' });
    expect(scriptForPublishedFile('http://localhost:3001/remoteEntry.js')).toBeUndefined();
  });

  it("fetches a published version's files ahead as the scripts that use them will request them", () => {
    rememberIntegrity(published);
    const attributes = (link: HTMLLinkElement) => ['rel', 'as', 'crossorigin', 'integrity', 'href'].map((name) => link.getAttribute(name));
    // The entry's integrity is known: a preload the entry's script will use.
    const entry = linkForPublishedFile('http://cdn.test/catalog-mfe/0.1.0-abc/remoteEntry.js', { rel: 'preload', as: 'script' })!;
    expect(attributes(entry)).toEqual(['preload', 'script', 'anonymous', 'sha256-ZW50cnk=', 'http://cdn.test/catalog-mfe/0.1.0-abc/remoteEntry.js']);
    // A chunk's is not: a preload without it would not be used by the chunk's script.
    const chunk = linkForPublishedFile('http://cdn.test/catalog-mfe/0.1.0-abc/123.js', { rel: 'preload', as: 'script' })!;
    expect(attributes(chunk)).toEqual(['prefetch', 'script', 'anonymous', null, 'http://cdn.test/catalog-mfe/0.1.0-abc/123.js']);
    expect(linkForPublishedFile('http://cdn.test/content-mfe/0.2.0/1.js', { rel: 'preload' })).toBeUndefined();
  });
});
