import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Copy } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { imageDir, repositoryRoot } from './artifacts/deploy-paths';
import { dockerfileStages, instructionsOf, type DockerfileStage } from './artifacts/dockerfile-stages';
import { storefrontCommand } from './artifacts/image-roles';

const stages = dockerfileStages();
const stage = (name: string) => stages.find((candidate) => candidate.name === name)!;
const finalStages = ['runtime', 'release-worker'].map(stage);
const lastOf = (target: DockerfileStage, keyword: string): string | undefined => {
  const own = instructionsOf(target, keyword).at(-1);
  const parent = stages.find((candidate) => candidate.name === target.base);
  return own ?? (parent && lastOf(parent, keyword));
};
const ignored = readFileSync(path.join(imageDir, 'Dockerfile.dockerignore'), 'utf8').split('\n');

describe('the image definition', () => {
  it('installs from the lockfile as it is, and builds the apps', () => {
    const build = instructionsOf(stage('build'), 'RUN').join('\n');
    expect(build).toContain('pnpm install --frozen-lockfile');
    expect(build).toContain('pnpm build');
    expect(instructionsOf(stage('runtime-files'), 'RUN').join('\n')).toContain('pnpm install --frozen-lockfile --offline --prod');
  });

  it('starts from Node by an exact version, the one the workspace asks for', () => {
    const { engines } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { engines: { node: string } };
    for (const { name, base } of stages.filter((candidate) => !stages.some((other) => other.name === candidate.base))) {
      const version = /^node:(\d+)\.(\d+)\.(\d+)-bookworm-slim$/.exec(base);
      expect(version, `${name} starts from ${base}`).not.toBeNull();
      const [major, minor] = engines.node.replace('>=', '').split('.').map(Number);
      expect(Number(version![1]) > major! || (Number(version![1]) === major && Number(version![2]) >= minor!)).toBe(true);
    }
  });

  it('copies only what is in the repository', () => {
    for (const { name, instructions } of stages) {
      for (const copy of instructions.filter((instruction): instruction is Copy => instruction.getKeyword() === 'COPY')) {
        if (copy.getFlags().some((flag) => flag.getName() === 'from')) continue;
        for (const source of copy.getArguments().map((argument) => argument.getValue()).slice(0, -1)) {
          expect(existsSync(path.join(repositoryRoot, source)), `${name}: COPY ${source}`).toBe(true);
        }
      }
    }
  });

  it.each(finalStages.map((target) => [target.name, target] as const))('%s runs as a user that is not root, through tini, checking its health', (_name, target) => {
    expect(lastOf(target, 'USER')).toMatch(/^(?!root$|0$)\w+$/);
    expect(lastOf(target, 'ENTRYPOINT')).toBe('["/usr/bin/tini", "--", "/app/deploy/image/storefront"]');
    expect(lastOf(target, 'HEALTHCHECK')).toMatch(/CMD \["node", "\/app\/deploy\/image\/health-check\.mjs", "\d+", "\/health"\]$/);
  });

  it('gives a browser to the release worker only', () => {
    const installs = (target: DockerfileStage) => instructionsOf(target, 'RUN').join('\n');
    expect(installs(stage('release-worker'))).toMatch(/apt-get install .*chromium/);
    for (const other of stages.filter((candidate) => candidate.name !== 'release-worker')) expect(installs(other), other.name).not.toContain('chromium');
    expect(lastOf(stage('release-worker'), 'CMD')).toBe('["release-worker"]');
    expect(lastOf(stage('runtime'), 'CMD')).toBe('["site"]');
  });

  it('has its command and health check in the repository, executable', () => {
    expect(() => accessSync(storefrontCommand, constants.X_OK)).not.toThrow();
    const tracked = execFileSync('git', ['ls-files', '--stage', 'deploy/image/storefront'], { cwd: repositoryRoot, encoding: 'utf8' });
    expect(tracked, 'executable in git, as the image copies it').toMatch(/^100755 /);
    expect(existsSync(path.join(imageDir, 'health-check.mjs'))).toBe(true);
  });

  it('leaves out of the build what the build makes itself, and what is private to this machine', () => {
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.data', '.releases', '.env']));
  });
});
