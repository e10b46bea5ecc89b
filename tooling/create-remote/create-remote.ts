import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRemote, pageForPath, remoteDeclaration, remoteNames, shell } from '@storefront/shared/federation';
import { addRemoteToContract } from './add-to-contract';
import { remoteFiles } from './remote-files';
import { newRemoteNames } from './remote-names';

const USAGE = `Usage: pnpm create-remote <name> [--path /route] [--port N] [--skip-install]

Creates <name>-mfe/ with the shape of every remote (src/exposes, src/pages, src/features,
src/dev, its rspack config and a test) and adds it, with one page, to the federation contract.
  --path          the page's route (default /<name>)
  --port          its dev server's port (default: the next free one)
  --skip-install  do not run pnpm install afterwards`;

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const contractFile = path.join(workspaceRoot, 'shared/src/federation/contract.ts');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string' },
    port: { type: 'string' },
    'skip-install': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || positionals.length !== 1) fail(USAGE);

let names;
try {
  names = newRemoteNames(positionals[0]!);
} catch (error) {
  fail((error as Error).message);
}
if (findRemote(names.container) || existsSync(path.join(workspaceRoot, names.folder))) {
  fail(`${names.folder} exists already.`);
}

const route = values.path ?? `/${names.pageFolder}`;
const taken = pageForPath(route);
if (!route.startsWith('/')) fail(`The route must start with "/": ${route}`);
if (taken) fail(`${route} is already the route of ${taken.remote}/${taken.module}; choose another with --path.`);

const remotePorts = remoteNames.map((name) => remoteDeclaration(name).devPort);
const usedPorts = [shell.devPort, ...remotePorts];
// Remotes' dev servers sit side by side (3001, 3002, …): the next one after the last.
const devPort = values.port ? Number(values.port) : Math.max(3000, ...remotePorts) + 1;
if (!Number.isInteger(devPort) || devPort <= 0 || devPort > 65535) fail(`Invalid port "${values.port}".`);
if (usedPorts.includes(devPort)) fail(`Port ${devPort} is the dev port of another app.`);

for (const [file, text] of Object.entries(remoteFiles(names))) {
  const target = path.join(workspaceRoot, names.folder, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text);
}
const contract = await readFile(contractFile, 'utf8');
await writeFile(
  contractFile,
  addRemoteToContract(contract, { container: names.container, folder: names.folder, devPort, pageModule: names.pageModule, path: route }),
);
console.log(`Created ${names.folder}/ and added ${names.container} (${names.pageModule} on ${route}) to the federation contract.`);

if (!values['skip-install']) {
  const install = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: workspaceRoot, stdio: 'inherit' });
  if (install.status !== 0) fail('pnpm install failed; run it again once the problem is fixed.');
}

const next: Array<[string, string]> = [
  [`pnpm --filter ${names.folder} dev`, `its pages alone, on http://localhost:${devPort}`],
  ['pnpm start', `the whole site, with ${route} served by ${names.folder}`],
  [`pnpm release publish ${names.folder}`, 'publish a version (see RELEASING.md)'],
];
const width = Math.max(...next.map(([command]) => command.length)) + 2;
console.log(`
Next:
${next.map(([command, what]) => `  ${command.padEnd(width)}${what}`).join('\n')}
The shell's routes come from the contract: release the shell once with the new route, then
the remote on its own like any other.`);
