import contract from '@storefront/shared/federation.json';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../runtime/registry';
import { routedPages } from './remote-modules';

// The release gate refuses a remote that lacks a page the shell routes to; it reads the list
// from the federation contract, so the routes must load exactly the pages the contract names.
describe('routedPages', () => {
  it('routes to every exposed page of every remote, and to nothing else', () => {
    const routed: Record<string, string[]> = {};
    for (const { remote, module } of routedPages) (routed[remote] ??= []).push(module);
    const declared = Object.fromEntries(
      Object.entries(contract.remotes).map(([name, remote]) => [name, [...remote.exposes].sort()]),
    );
    expect(Object.fromEntries(Object.entries(routed).map(([name, list]) => [name, list.sort()]))).toEqual(declared);
  });

  it('names only known remotes and distinct paths', () => {
    expect(routedPages.every((page) => (REMOTE_NAMES as readonly string[]).includes(page.remote))).toBe(true);
    expect(new Set(routedPages.map((page) => page.path)).size).toBe(routedPages.length);
  });
});
