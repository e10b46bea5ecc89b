import contract from '@storefront/shared/federation.json';
import { describe, expect, it } from 'vitest';
import { remoteModules } from './remote-modules';

// The release gate refuses a remote that lacks a page the shell routes to; it reads the list
// from the federation contract, so the contract must name exactly what the routes load.
describe('remoteModules', () => {
  it('matches the federation contract', () => {
    const routed: Record<string, string[]> = {};
    for (const { remote, module } of Object.values(remoteModules)) {
      (routed[remote] ??= []).push(module);
    }
    const declared = Object.fromEntries(
      Object.entries(contract.remotes).map(([name, remote]) => [name, [...remote.exposes].sort()]),
    );
    expect(Object.fromEntries(Object.entries(routed).map(([name, list]) => [name, list.sort()]))).toEqual(declared);
  });
});
