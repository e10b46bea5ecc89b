import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceFiles, workspaceRoot } from '../testing/workspace-files';
import { remotes, shell } from './contract';
import { matchRoute } from './match-route';
import { exposedFileName, remoteNames, routedPages } from './remotes';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(workspaceRoot, file), 'utf8')) as { name: string };

describe('the federation contract', () => {
  it.each(remoteNames)('%s is a workspace package in a folder named after it', (name) => {
    const { folder } = remotes[name];
    expect(folder).toMatch(/^[a-z][a-z0-9-]*-mfe$/);
    expect(name).toBe(folder.replace(/-/g, '_'));
    expect(readJson(path.join(folder, 'package.json')).name).toBe(folder);
  });

  it.each(routedPages.map((page) => [`${page.remote}/${page.module}`, page] as const))(
    '%s has its exposed module, and an example URL of its route',
    (_id, page) => {
      const file = path.join(workspaceRoot, remotes[page.remote].folder, 'src/exposes', `${exposedFileName(page.module)}.ts`);
      expect(existsSync(file)).toBe(true);
      expect(matchRoute(page.path, new URL(page.example, 'http://site.test').pathname)).not.toBeNull();
    },
  );

  it('gives every page its own path and every app its own dev port', () => {
    expect(new Set(routedPages.map((page) => page.path)).size).toBe(routedPages.length);
    const ports = [shell.devPort, ...remoteNames.map((name) => remotes[name].devPort)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('names every remote folder of the workspace', () => {
    const folders = new Set(workspaceFiles().map((file) => file.split(path.sep)[0]).filter((top) => top?.endsWith('-mfe')));
    expect([...folders].sort()).toEqual(remoteNames.map((name) => remotes[name].folder).sort());
  });
});

describe('exposedFileName', () => {
  it('is the module name in kebab case', () => {
    expect(exposedFileName('ProductListPage')).toBe('product-list-page');
    expect(exposedFileName('HomePage')).toBe('home-page');
  });
});
