import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { ServerRenderer } from '../rendering/server-renderer';
import { createPageServing } from './serve-page';

const template = { head: '<html><head>', scripts: [], beforeRoot: '</head><body><div id="root">', afterRoot: '</body></html>' };

async function servedWith(clientRendered: boolean) {
  // A render that fails leaves the page to the browser: enough to see whether one was asked for.
  const render = vi.fn(() => Promise.reject(new Error('the live version')));
  const renderer = { render, warmUp: () => undefined } as unknown as ServerRenderer;
  const app = Fastify();
  app.get('/products', createPageServing({
    registry: async () => ({ remotes: {} }),
    template: async () => template,
    hints: async () => ({ documents: { registry: {}, config: {} }, preconnect: [], preloads: [] }),
    renderer,
    status: async () => ({ status: 200 }),
    headers: () => ({}),
    clientRendered: () => clientRendered,
  }));
  const answer = await app.inject({ url: '/products' });
  await app.close();
  return { render, body: answer.body };
}

describe('a page the browser renders alone (a development override)', () => {
  it('goes out without a server render, so nothing of the live version is hydrated over', async () => {
    const { render, body } = await servedWith(true);
    expect(render).not.toHaveBeenCalled();
    expect(body).toContain('<div id="root"></div>');
  });

  it('is rendered by the server for everyone else', async () => {
    const { render } = await servedWith(false);
    expect(render).toHaveBeenCalledOnce();
  });
});
