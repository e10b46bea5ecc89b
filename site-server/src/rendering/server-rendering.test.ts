import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerRendering } from './server-rendering';
import { SHELL_SERVER_FILE } from './shell-server-build';

let shellRoot: string;
beforeEach(async () => {
  shellRoot = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await mkdir(path.join(shellRoot, 'server'));
});
afterEach(() => rm(shellRoot, { recursive: true, force: true }));

const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const request = { url: '/products/details/7', log: { warn: vi.fn() } } as unknown as FastifyRequest;

describe('server rendering', () => {
  it("leaves pages to the browser, and keeps the server up, when the shell's server build cannot be set up", async () => {
    await writeFile(
      path.join(shellRoot, SHELL_SERVER_FILE),
      `module.exports = { default: { render() {}, fetchOpeningData() {}, federation: {}, configure() { throw new Error('refused'); } } };`,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rendering = createServerRendering({ shellRoot, config: {}, integrity: async () => undefined });
    expect(() => rendering.warmUp()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be set up'), expect.any(Error));
    const page = await rendering(request, PAGE, { remotes: {} });
    expect(page.body).toBe(PAGE);
    expect(await page.subjectMissing).toBeUndefined();
    warn.mockRestore();
  });
});
