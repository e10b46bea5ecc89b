import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSource } from './version-source';
import { versionSourceFrom } from './version-source-from-env';

let notARepository: string;
let repository: string;
let head: string;

beforeAll(async () => {
  notARepository = await mkdtemp(path.join(tmpdir(), 'no-git-'));
  repository = await mkdtemp(path.join(tmpdir(), 'git-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=ci', '-c', 'user.email=ci@example.test', ...args], { cwd: repository, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'release/2026-11');
  git('commit', '-q', '--allow-empty', '-m', 'first');
  head = git('rev-parse', 'HEAD');
});
afterAll(async () => {
  await rm(notARepository, { recursive: true, force: true });
  await rm(repository, { recursive: true, force: true });
});

describe('where a build came from', () => {
  it("is GIT_COMMIT, GIT_BRANCH and BUILD_ID when set, before the CI's own variables", () => {
    const env = { GIT_COMMIT: 'a'.repeat(40), GIT_BRANCH: 'main', BUILD_ID: '57', GITHUB_SHA: 'b'.repeat(40), GITHUB_REF_NAME: 'other', GITHUB_RUN_ID: '9' };
    expect(versionSourceFrom(env, notARepository)).toEqual({ commit: 'a'.repeat(40), branch: 'main', build: '57' });
  });

  it("is read from a CI's usual variables: GitHub Actions, GitLab CI, Jenkins", () => {
    expect(versionSourceFrom({ GITHUB_SHA: 'b'.repeat(40), GITHUB_REF_NAME: 'main', GITHUB_RUN_ID: '9001' }, notARepository)).toEqual({ commit: 'b'.repeat(40), branch: 'main', build: '9001' });
    expect(versionSourceFrom({ CI_COMMIT_SHA: 'c'.repeat(40), CI_COMMIT_REF_NAME: 'feature/x', CI_PIPELINE_ID: '77' }, notARepository)).toEqual({ commit: 'c'.repeat(40), branch: 'feature/x', build: '77' });
    expect(versionSourceFrom({ BUILD_NUMBER: '12' }, notARepository)).toEqual({ build: '12' });
  });

  it('is read from git in the workspace when no variable says, and is nothing outside one', () => {
    expect(versionSourceFrom({}, repository)).toEqual({ commit: head, branch: 'release/2026-11' });
    expect(versionSourceFrom({}, notARepository)).toEqual({});
  });

  it('leaves out what is not what it claims to be', () => {
    expect(versionSourceFrom({ GIT_COMMIT: 'not a hash', GIT_BRANCH: 'main' }, notARepository)).toEqual({ branch: 'main' });
  });

  it('reads as one phrase', () => {
    expect(describeSource({ commit: 'a'.repeat(40), branch: 'main', build: '57' })).toBe('commit aaaaaaaaaaaa on main, build 57');
    expect(describeSource({ commit: 'a'.repeat(40), build: '57' })).toBe('commit aaaaaaaaaaaa, build 57');
    expect(describeSource({ build: '57' })).toBe('build 57');
    expect(describeSource({})).toBe('');
  });
});
