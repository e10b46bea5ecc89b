import path from 'node:path';
import { parseArgs } from 'node:util';
import { escapeUnprintable } from '@storefront/platform';
import { readBuild } from '../build/build-files';
import { versionSourceFrom } from '../build/version-source-from-env';
import { actor } from '../commands/actor';
import { isCanaryPercent, type CanaryResult } from '../commands/canary';
import { formatHistory } from '../commands/history';
import { buildRemote } from '../commands/publish';
import { EXIT, ReleaseError } from '../release-error';
import { localOperations, type ReleaseOperations } from '../commands/release-operations';
import { describePlan, parseDuration, parseStages, type StagePlan } from '../commands/stage-plan';
import { formatStatus } from '../commands/status';
import { workspaceRoot } from '../release-config';
import { findRemote, openReleaseContext, type ReleaseContext, type RemoteInfo } from '../release-context';
import { serviceOperations } from '../service/service-client';
import { previewCommand } from './preview-command';
import { tokenCommand } from './token-command';
import { USAGE } from './usage';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'skip-smoke': { type: 'boolean', default: false },
    by: { type: 'string' },
    reason: { type: 'string' },
    to: { type: 'string' },
    expect: { type: 'string' },
    canary: { type: 'string' },
    'auto-rollback': { type: 'boolean', default: false },
    stages: { type: 'string' },
    every: { type: 'string' },
    complete: { type: 'boolean', default: false },
    dist: { type: 'string' },
    remote: { type: 'string' },
    role: { type: 'string' },
    label: { type: 'string' },
    expires: { type: 'string' },
    revoke: { type: 'string' },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const [command, ...args] = positionals;
const COMMANDS = ['publish', 'promote', 'rollback', 'verify', 'withdraw', 'reset-figures', 'status', 'history', 'preview', 'token'];
// Opened by the first command that needs it: usage errors, --help and the service touch no database.
let opened: Promise<ReleaseContext> | undefined;
const openContext = () => (opened ??= openReleaseContext());
const by = actor(values.by);
const log = (line: string) => (values.json ? process.stderr : process.stdout).write(`${line}\n`);

function remoteArg(index = 0): RemoteInfo {
  const name = args[index];
  if (!name) throw new ReleaseError(`Name a remote.\n\n${USAGE}`, EXIT.usage);
  const remote = findRemote(name);
  if (!remote) throw new ReleaseError(`Unknown remote "${name}".`, EXIT.notFound);
  return remote;
}

function versionArg(index: number): string {
  const version = args[index];
  if (!version) throw new ReleaseError(`Name a version.\n\n${USAGE}`, EXIT.usage);
  return version;
}

/** `--canary P`: a whole percent from 1 to 99. */
function canaryPercent(value: string): number {
  const percent = Number(value);
  if (!/^\d+$/.test(value) || !isCanaryPercent(percent)) throw new ReleaseError(`--canary takes a whole percent from 1 to 99, not "${value}".\n\n${USAGE}`, EXIT.usage);
  return percent;
}

function describeCanary(result: CanaryResult): string {
  const forced = result.forced ? ' (FORCED past the gate)' : '';
  if (result.action === 'complete') return `${result.remote}: canary ${result.version} completed: it is live for every visitor${forced}`;
  if (result.action === 'end-canary') return `${result.remote}: canary ${result.version} ended; ${result.live ?? '(none)'} stays live for every visitor`;
  const auto = result.autoRollback ? ', rolling back by itself if it fails too often' : '';
  const rolling = result.plan ? ` (rolling: ${describePlan(result.plan)} while healthy)` : '';
  return `${result.remote}: ${result.version} runs for ${result.percent} % of visitors${rolling}${auto}; ${result.live} stays live for the rest${forced}`;
}

/** `--stages 10,50,100 --every 10m`: checked whole by the command (stage-plan.ts). */
function stagePlan(stages: string, every: string | undefined): StagePlan {
  const parsed = parseStages(stages);
  if (!parsed) throw new ReleaseError(`--stages takes whole percents separated by commas, e.g. 10,50,100, not "${stages}".\n\n${USAGE}`, EXIT.usage);
  const everySeconds = every === undefined ? undefined : parseDuration(every);
  if (everySeconds === undefined) throw new ReleaseError(`--stages needs --every with a duration, e.g. 10m, 1h or 90s${every === undefined ? '' : `, not "${every}"`}.\n\n${USAGE}`, EXIT.usage);
  return { stages: parsed, everySeconds };
}

/** promote, promote --canary P, or promote --complete. */
/** What the text output adds to a move past or around the gate. */
const marks = (result: { forced: boolean; skipped: string[] }) =>
  `${result.forced ? ' (FORCED past the gate)' : ''}${result.skipped.length > 0 ? ` (skipped: ${result.skipped.join(', ')})` : ''}`;

async function promoteCommand(
  release: ReleaseOperations,
  common: { by: string; reason?: string; force: boolean; skipSmoke: boolean },
): Promise<{ result: unknown; text: string }> {
  if (values.complete && values.canary !== undefined) throw new ReleaseError(`--complete and --canary do not go together.\n\n${USAGE}`, EXIT.usage);
  if (values['auto-rollback'] && values.canary === undefined && values.stages === undefined) throw new ReleaseError(`--auto-rollback goes with --canary.\n\n${USAGE}`, EXIT.usage);
  if (values.stages !== undefined && (values.complete || values.canary !== undefined)) throw new ReleaseError(`--stages goes with neither --canary nor --complete.\n\n${USAGE}`, EXIT.usage);
  if (values.every !== undefined && values.stages === undefined) throw new ReleaseError(`--every goes with --stages.\n\n${USAGE}`, EXIT.usage);
  if (values.complete) {
    const result = await release.complete(remoteArg(), { ...common, version: args[1] });
    return { result, text: describeCanary(result) };
  }
  if (values.stages !== undefined) {
    const plan = stagePlan(values.stages, values.every);
    const result = await release.rolling(remoteArg(), versionArg(1), { ...common, expect: values.expect, ...plan });
    return { result, text: describeCanary(result) };
  }
  if (values.canary !== undefined) {
    const percent = canaryPercent(values.canary);
    const result = await release.canary(remoteArg(), versionArg(1), { ...common, expect: values.expect, percent, autoRollback: values['auto-rollback'] });
    return { result, text: describeCanary(result) };
  }
  const result = await release.promote(remoteArg(), versionArg(1), { ...common, expect: values.expect });
  return { result, text: `${result.remote}: ${result.from ?? '(none)'} → ${result.to} is live${marks(result)}` };
}

/** The release service when both of its variables are set, else this machine's registry and store. */
async function operations(): Promise<ReleaseOperations> {
  const url = process.env.RELEASE_SERVICE_URL?.trim();
  const token = process.env.RELEASE_TOKEN?.trim();
  if (url && token) return serviceOperations(url, token, by);
  if (url || token) throw new ReleaseError('Set both RELEASE_SERVICE_URL and RELEASE_TOKEN to use the release service, or neither.', EXIT.usage);
  return localOperations(await openContext());
}

/** The build to publish: the folder given with --dist, else the remote built here and now. */
async function buildFiles(remote: RemoteInfo) {
  if (!values.dist) buildRemote(workspaceRoot, remote, log);
  const dir = values.dist ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dist) : path.join(workspaceRoot, remote.folder, 'dist');
  return readBuild(dir).catch(() => {
    throw new ReleaseError(`Cannot read the build in ${dir}.`, EXIT.notFound);
  });
}

async function run(): Promise<{ result: unknown; text: string }> {
  const smoke = { skipSmoke: values['skip-smoke'] };
  const common = { by, reason: values.reason, force: values.force, ...smoke };
  if (values.help || !command || !COMMANDS.includes(command)) {
    throw new ReleaseError(values.help || !command ? USAGE : `Unknown command "${command}".\n\n${USAGE}`, values.help ? EXIT.ok : EXIT.usage);
  }
  if (command === 'token') return tokenCommand(await openContext(), { args, remote: values.remote, role: values.role, label: values.label, by });
  const release = await operations();
  switch (command) {
    case 'publish': {
      const remote = remoteArg();
      const source = versionSourceFrom(process.env, workspaceRoot);
      const result = await release.publish(remote, await buildFiles(remote), { ...common, source });
      return { result, text: `${result.alreadyPublished ? 'Already published' : 'Published'} ${result.remote} ${result.version} (${result.manifestUrl})` };
    }
    case 'promote':
      return promoteCommand(release, common);
    case 'rollback': {
      const result = await release.rollback(remoteArg(), { ...common, to: values.to });
      if (!('from' in result)) return { result, text: describeCanary(result) };
      return { result, text: `${result.remote}: rolled back ${result.from ?? '(none)'} → ${result.to}${marks(result)}` };
    }
    case 'verify': {
      const result = await release.verify(remoteArg(), versionArg(1), { ...smoke, by, reason: values.reason });
      return { result, text: `${result.remote} ${result.version} passes the gate${result.skipped.length > 0 ? ` (skipped: ${result.skipped.join(', ')})` : ''}.` };
    }
    case 'withdraw': {
      const result = await release.withdraw(remoteArg(), versionArg(1), common);
      return { result, text: `${result.remote} ${result.version} is withdrawn: it will never be served again.` };
    }
    case 'reset-figures': {
      const result = await release.resetFigures(remoteArg(), versionArg(1), common);
      return { result, text: `${result.remote} ${result.version}: figures start afresh (set aside: ${result.before}).` };
    }
    case 'preview':
      return previewCommand(release, {
        target: () => ({ remote: remoteArg(), version: versionArg(1) }),
        expires: values.expires,
        revoke: values.revoke,
        list: values.list,
        by,
        reason: values.reason,
      });
    case 'status': {
      const result = await release.status();
      return { result, text: formatStatus(result) };
    }
    default: {
      const result = await release.history(remoteArg());
      return { result, text: formatHistory(result) };
    }
  }
}

try {
  const { result, text } = await run().finally(() => opened?.then((context) => context.close(), () => undefined));
  // What was stored (reasons, actors, labels) reaches the terminal with nothing unprintable in it.
  console.log(escapeUnprintable(values.json ? JSON.stringify({ ok: true, result }, null, 2) : text, '\n'));
} catch (error) {
  const known = error instanceof ReleaseError;
  const message = error instanceof Error ? error.message : String(error);
  const problems = known ? error.problems : [];
  if (values.json) {
    console.log(escapeUnprintable(JSON.stringify({ ok: false, error: message, problems }, null, 2), '\n'));
  } else {
    console.error(escapeUnprintable([message, ...problems.map((problem) => `  - ${problem}`)].join('\n'), '\n'));
  }
  process.exitCode = known ? error.exitCode : EXIT.refused;
}
