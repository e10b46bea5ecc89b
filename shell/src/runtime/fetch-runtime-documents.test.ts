import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedDocumentsId } from '@storefront/shared/federation';
import { embeddedRuntimeDocuments, readRuntimeDocuments } from './fetch-runtime-documents';

function embed(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = embeddedDocumentsId;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(embeddedDocumentsId)?.remove();
  vi.unstubAllGlobals();
});

describe('runtime documents', () => {
  it('uses the documents embedded in the page without a request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    embed(JSON.stringify({ registry: { remotes: {} }, config: { apiBaseUrl: 'http://api.test' } }));
    await expect(readRuntimeDocuments()).resolves.toEqual({
      registry: { remotes: {} },
      config: { apiBaseUrl: 'http://api.test' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches both documents when the page carries none', async () => {
    const fetchSpy = vi.fn(async (path: string) => Response.json({ from: path }));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(readRuntimeDocuments()).resolves.toEqual({
      registry: { from: '/registry.json' },
      config: { from: '/config.json' },
    });
  });

  it.each(['not json', 'null', '{"registry":{}}'])('ignores an unusable embedded block: %s', (text) => {
    embed(text);
    expect(embeddedRuntimeDocuments()).toBeUndefined();
  });
});
