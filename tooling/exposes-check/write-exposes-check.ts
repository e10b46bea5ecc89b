// Run by a remote's `typecheck` in its folder: writes the check of its exposes against the
// federation contract (see exposes-check-source.ts), which tsc then checks with the rest.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { exposedModules, remoteDeclaration, remoteNames } from '@storefront/shared/federation';
import { EXPOSES_CHECK_FILE, exposesCheckSource } from './exposes-check-source';

const folder = path.basename(process.cwd());
const remote = remoteNames.find((name) => remoteDeclaration(name).folder === folder);
if (!remote) {
  console.error(`${folder} is not a remote of the federation contract (shared/src/federation/contract.ts).`);
  process.exit(1);
}
writeFileSync(path.join('src', 'exposes', EXPOSES_CHECK_FILE), exposesCheckSource(remote, exposedModules(remote)));
