import { parseArgs } from 'node:util';
import { actor } from '../commands/actor';
import { gate } from '../commands/go-live';
import { formatHistory, history } from '../commands/history';
import { promote } from '../commands/promote';
import { publish } from '../commands/publish';
import { EXIT, ReleaseError } from '../commands/release-error';
import { rollback } from '../commands/rollback';
import { formatStatus, status } from '../commands/status';
import { findRemote, openReleaseContext, remotes, type ReleaseContext, type RemoteInfo } from '../release-context';

const USAGE = `Usage: pnpm release <command> [options]

  publish <remote> [--version V] [--skip-build]   build and store a release (immutable)
  promote <remote> <version> [--force]            make a version live (after the gate)
  rollback <remote> [--to V] [--force]            return to the previous (or an earlier) live version
  verify <remote> <version>                       run the gate without changing anything
  status                                          live version of each remote, and what is available
  history <remote>                                every change, with who, when and why

Options: --json (machine-readable output), --by NAME, --reason TEXT
Remotes: ${remotes.map((remote) => remote.folder).join(', ')}
Exit codes: 0 done, 1 refused (gate or rule), 2 usage, 3 not found`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    by: { type: 'string' },
    reason: { type: 'string' },
    version: { type: 'string' },
    to: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const [command, ...args] = positionals;
const COMMANDS = ['publish', 'promote', 'rollback', 'verify', 'status', 'history'];
// Opened by the first command that needs it: usage errors and --help touch no database.
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

async function run(): Promise<{ result: unknown; text: string }> {
  const common = { by, reason: values.reason, force: values.force };
  if (values.help || !command || !COMMANDS.includes(command)) {
    throw new ReleaseError(values.help || !command ? USAGE : `Unknown command "${command}".\n\n${USAGE}`, values.help ? EXIT.ok : EXIT.usage);
  }
  const context = await openContext();
  switch (command) {
    case 'publish': {
      const result = await publish(context, remoteArg(), { ...common, version: values.version, skipBuild: values['skip-build'], log });
      return { result, text: `Published ${result.remote} ${result.version} to ${result.location}` };
    }
    case 'promote': {
      const result = await promote(context, remoteArg(), versionArg(1), common);
      return { result, text: `${result.remote}: ${result.from ?? '(none)'} → ${result.to} is live${result.forced ? ' (FORCED past the gate)' : ''}` };
    }
    case 'rollback': {
      const result = await rollback(context, remoteArg(), { ...common, to: values.to });
      return { result, text: `${result.remote}: rolled back ${result.from ?? '(none)'} → ${result.to}${result.forced ? ' (FORCED past the gate)' : ''}` };
    }
    case 'verify': {
      const remote = remoteArg();
      const version = versionArg(1);
      const problems = await gate(context, remote, version);
      if (problems.length > 0) throw new ReleaseError(`${remote.folder} ${version} did not pass the gate.`, EXIT.refused, problems);
      return { result: { remote: remote.folder, version, ok: true }, text: `${remote.folder} ${version} passes the gate.` };
    }
    case 'status': {
      const result = await status(context);
      return { result, text: formatStatus(result) };
    }
    case 'history': {
      const result = await history(context, remoteArg());
      return { result, text: formatHistory(result) };
    }
    default:
      throw new ReleaseError(USAGE, EXIT.usage);
  }
}

try {
  const { result, text } = await run().finally(() => opened?.then((context) => context.close(), () => undefined));
  console.log(values.json ? JSON.stringify({ ok: true, result }, null, 2) : text);
} catch (error) {
  const known = error instanceof ReleaseError;
  const message = error instanceof Error ? error.message : String(error);
  const problems = known ? error.problems : [];
  if (values.json) {
    console.log(JSON.stringify({ ok: false, error: message, problems }, null, 2));
  } else {
    console.error([message, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  }
  process.exitCode = known ? error.exitCode : EXIT.refused;
}
