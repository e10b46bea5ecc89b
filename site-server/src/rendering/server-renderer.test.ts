import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerRenderer } from './server-renderer';
import { SHELL_SERVER_FILE } from './shell-server-build';

let shellRoot: string;
beforeEach(async () => {
  shellRoot = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await mkdir(path.join(shellRoot, 'server'));
});
afterEach(() => rm(shellRoot, { recursive: true, force: true }));

describe('server rendering', () => {
  it("leaves pages to the browser, and keeps the server up, when the shell's server build cannot be set up", async () => {
    await writeFile(
      path.join(shellRoot, SHELL_SERVER_FILE),
      `module.exports = { default: { render() {}, fetchOpeningData() {}, federation: {}, configure() { throw new Error('refused'); } } };`,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const renderer = createServerRenderer({ shellRoot, config: {}, integrity: async () => undefined });
    expect(() => renderer.warmUp()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be set up'), expect.any(Error));
    expect(renderer.render('/products/details/7', { remotes: {} }, vi.fn())).toBeUndefined();
    warn.mockRestore();
  });

  it('leaves pages to the browser when the shell has no server build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const renderer = createServerRenderer({ shellRoot, config: {}, integrity: async () => undefined });
    expect(renderer.render('/', { remotes: {} }, vi.fn())).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not exist'), '');
    warn.mockRestore();
  });
});
