import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceFiles, workspaceRoot } from '../testing/workspace-files';
import { remotes, shell } from './contract';
import { matchRoute } from './match-route';
import { slotNames } from './contract';
import { exposedFileName, exposedModules, remoteNames, routedPages, slotComponents } from './remotes';

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

  it.each(slotComponents.map((component) => [`${component.remote}/${component.module}`, component] as const))(
    '%s fills a known slot from its exposed module',
    (_id, component) => {
      const file = path.join(workspaceRoot, remotes[component.remote].folder, 'src/exposes', `${exposedFileName(component.module)}.ts`);
      expect(existsSync(file)).toBe(true);
      expect(slotNames).toContain(component.slot);
    },
  );

  it('fills each slot from one remote at most, and names each exposed module once per remote', () => {
    expect(new Set(slotComponents.map((component) => component.slot)).size).toBe(slotComponents.length);
    for (const name of remoteNames) expect(new Set(exposedModules(name)).size).toBe(exposedModules(name).length);
  });

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
