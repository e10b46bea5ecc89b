import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveSince, liveVersion } from '../registry/registry-document';
import { findRemote, remotes } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { promote } from './promote';
import { publishBuild } from './publish';
import { publishCurrentBuilds, START_ACTOR } from './publish-current';

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
let workspace: string;
let said: string[];

/** Writes every remote's "current build" into the fake workspace; the catalog's carries `marker`. */
async function buildAll(marker: string) {
  for (const remote of remotes) {
    await fakeBuild(path.join(workspace, remote.folder, 'dist'), { folder: remote.folder, marker: remote.name === catalog.name ? marker : 'same' });
  }
}
const start = () => publishCurrentBuilds(environment.context, (line) => said.push(line), workspace);
const catalogRecord = async () => (await environment.context.registry.read()).remotes.catalog_mfe;

beforeEach(async () => {
  environment = await fakeReleaseEnvironment();
  workspace = path.join(environment.root, 'workspace');
  said = [];
});
afterEach(() => environment.cleanUp());

describe('what pnpm start does with the current builds', () => {
  it('publishes and makes live every build where nothing is live yet', async () => {
    await buildAll('one');
    await start();
    const { remotes: records } = await environment.context.registry.read();
    for (const remote of remotes) expect(liveVersion(records[remote.name])).toMatch(/^1\.0\.0-/);
    expect(said.filter((line) => line.startsWith('Promoted'))).toHaveLength(remotes.length);
  });

  it('changes nothing when the builds are the same as last time (a restart, a commit elsewhere)', async () => {
    await buildAll('one');
    await start();
    const before = await environment.context.registry.read();
    said = [];
    await start();
    expect(said).toEqual([]);
    expect((await environment.context.registry.read()).remotes).toEqual(before.remotes);
  });

  it('moves a live pointer that pnpm start set to a new build', async () => {
    await buildAll('one');
    await start();
    await buildAll('two');
    await start();
    const record = await catalogRecord();
    expect(record?.liveStack).toHaveLength(2);
    expect(liveSince(record)?.by).toBe(START_ACTOR);
  });

  it('leaves a version a person made live, and says which one and how to change it', async () => {
    await buildAll('one');
    await start();
    const chosen = await publishBuild(environment.context, catalog, await fakeBuild(path.join(environment.root, 'team'), { marker: 'team' }), { by: 'ci' });
    await promote(environment.context, catalog, chosen.version, { by: 'asha' });
    await buildAll('two');
    said = [];
    await start();
    expect(liveVersion(await catalogRecord())).toBe(chosen.version);
    expect(said).toHaveLength(2);
    expect(said[1]).toMatch(new RegExp(`^catalog-mfe: ${chosen.version} stays live \\(set by asha at .+\\); this build is (1\\.0\\.0-\\w+): pnpm release promote catalog-mfe \\1$`));
  });
});
