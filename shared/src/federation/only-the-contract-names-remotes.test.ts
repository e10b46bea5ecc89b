import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestFile, workspaceFiles, workspaceRoot } from '../testing/workspace-files';
import { remotes } from './contract';
import { remoteNames } from './remotes';

// Code and configuration, not documentation; the lockfile is written by pnpm.
const CHECKED = /\.([cm]?[jt]sx?|json|ya?ml|html)$/;
const CONTRACT = path.join('shared', 'src', 'federation', 'contract.ts');

/** Files outside a remote's folder that name it (by container name or folder), other than the contract. */
function filesNaming(name: (typeof remoteNames)[number]): string[] {
  const { folder } = remotes[name];
  const mention = new RegExp(`\\b(${name}|${folder})\\b`);
  return workspaceFiles().filter(
    (file) =>
      CHECKED.test(file) &&
      file !== CONTRACT &&
      file !== 'pnpm-lock.yaml' &&
      !file.startsWith(`${folder}${path.sep}`) &&
      !isTestFile(file) &&
      mention.test(readFileSync(path.join(workspaceRoot, file), 'utf8')),
  );
}

describe('the federation contract', () => {
  it.each(remoteNames)('is the only file outside %s that names it', (name) => {
    expect(filesNaming(name)).toEqual([]);
  });
});
