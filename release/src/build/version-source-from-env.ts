import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import type { VersionSource } from './version-source';

/** What a publish may say of where its build came from: anything else is left out, or refused. */
export const versionSourceSchema = z.object({
  commit: z.string().regex(/^[0-9a-f]{7,64}$/i, 'a commit is a hexadecimal hash').optional(),
  branch: z.string().min(1).max(200).optional(),
  build: z.string().min(1).max(200).optional(),
});

// The first that is set wins: this site's own variables, then what common CI services set.
const COMMIT = ['GIT_COMMIT', 'GITHUB_SHA', 'CI_COMMIT_SHA', 'CIRCLE_SHA1', 'BUILDKITE_COMMIT'];
const BRANCH = ['GIT_BRANCH', 'GITHUB_HEAD_REF', 'GITHUB_REF_NAME', 'CI_COMMIT_REF_NAME', 'CIRCLE_BRANCH', 'BUILDKITE_BRANCH'];
const BUILD = ['BUILD_ID', 'GITHUB_RUN_ID', 'CI_PIPELINE_ID', 'CIRCLE_BUILD_NUM', 'BUILDKITE_BUILD_NUMBER', 'BUILD_NUMBER'];

const first = (env: NodeJS.ProcessEnv, names: string[]) => names.map((name) => env[name]?.trim()).find((value) => !!value);

function git(root: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const text = result.status === 0 ? result.stdout.trim() : '';
  return text || undefined;
}

/**
 * Where the build being published came from: GIT_COMMIT, GIT_BRANCH and BUILD_ID, else the CI's
 * own variables, else git in the workspace (no build id then). What is not known stays out, and
 * so does anything that is not what it claims to be (a commit that is no hash).
 */
export function versionSourceFrom(env: NodeJS.ProcessEnv, root: string): VersionSource {
  const commit = first(env, COMMIT) ?? git(root, ['rev-parse', 'HEAD']);
  // A detached checkout (as CI makes) names no branch: `HEAD`.
  const branch = first(env, BRANCH) ?? git(root, ['rev-parse', '--abbrev-ref', 'HEAD'])?.replace(/^HEAD$/, '');
  const build = first(env, BUILD);
  const known: VersionSource = {};
  for (const [key, value] of [['commit', commit], ['branch', branch || undefined], ['build', build]] as const) {
    if (value !== undefined && versionSourceSchema.shape[key].safeParse(value).success) known[key] = value;
  }
  return known;
}
