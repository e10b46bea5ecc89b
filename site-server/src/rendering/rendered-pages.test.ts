import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageStatus } from '../pages/page-status';
import { createStaticOrigin } from '../origins/static-origin';
import { renderedPages } from './rendered-pages';
import type { ServerRendering } from './server-rendering';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rendered-pages-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('server-rendered pages', () => {
  it("answer with the status their own render learned, asking the API nothing more", async () => {
    const api = vi.fn(async () => Response.json({ data: {} }));
    const serverRendering = Object.assign(
      vi.fn(async (request: { url: string }, html: string) => ({
        body: html.replace('<div id="root"></div>', `<div id="root"><h1>${request.url}</h1></div>`),
        subjectMissing: Promise.resolve(request.url.endsWith('/999')),
      })),
      { warmUp: () => undefined },
    ) as unknown as ServerRendering;
    const app = await createStaticOrigin({
      root,
      spaFallback: true,
      pagePaths: ['/products/details/:productId'],
      ...renderedPages({
        registry: () => ({ remotes: {} }),
        shellPage: async () => '<!doctype html><div id="root"></div>',
        serverRendering,
        pageStatus: createPageStatus({ apiBaseUrl: 'http://api.test', fetch: api as unknown as typeof fetch }),
      }),
    });
    const missing = await app.inject({ url: '/products/details/999', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>/products/details/999</h1>');
    expect((await app.inject({ url: '/products/details/7', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect(api).not.toHaveBeenCalled();
    await app.close();
  });
});
