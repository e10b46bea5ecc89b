import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuild, type BuildFile } from './build-files';
import { describeBuild, releaseVersion } from './release-version';

const manifest = (version = '0.3.0') =>
  Buffer.from(JSON.stringify({ name: 'catalog_mfe', metaData: { buildInfo: { buildVersion: version, buildName: 'catalog-mfe' } } }));
const file = (filePath: string, text: string | Buffer): BuildFile => ({ path: filePath, bytes: Buffer.from(text) });
const build = (...extra: BuildFile[]) => [file('mf-manifest.json', manifest()), file('remoteEntry.js', 'entry'), file('chunks/a.1a2b.js', 'a'), ...extra];

describe('a release version', () => {
  it('is the package version and a hash of the content, the same for the same build in any order', () => {
    const version = releaseVersion(build());
    expect(version).toMatch(/^0\.3\.0-[0-9a-f]{12}$/);
    expect(releaseVersion([...build()].reverse())).toBe(version);
  });

  it('changes with any file browsers run, its path, and the package version', () => {
    const version = releaseVersion(build());
    expect(releaseVersion(build(file('chunks/b.js', 'b')))).not.toBe(version);
    expect(releaseVersion([file('mf-manifest.json', manifest()), file('remoteEntry.js', 'entry!'), file('chunks/a.1a2b.js', 'a')])).not.toBe(version);
    expect(releaseVersion([file('mf-manifest.json', manifest()), file('remoteEntry.js', 'entry'), file('chunks/a.1a2c.js', 'a')])).not.toBe(version);
    expect(releaseVersion([file('mf-manifest.json', manifest('0.4.0')), ...build().slice(1)])).toMatch(/^0\.4\.0-/);
  });

  it('ignores source maps, which record the folder the build ran in', () => {
    expect(releaseVersion(build(file('remoteEntry.js.map', '{"sources":["/home/a/x.ts"]}')))).toBe(
      releaseVersion(build(file('remoteEntry.js.map', '{"sources":["/ci/b/x.ts"]}'))),
    );
  });

  it('needs the build\'s own manifest', () => {
    expect(() => describeBuild([file('index.js', '')])).toThrow('has no mf-manifest.json');
    expect(() => describeBuild([file('mf-manifest.json', '{}')])).toThrow('is not a federation manifest');
    expect(describeBuild(build())).toEqual({ container: 'catalog_mfe', packageVersion: '0.3.0' });
  });
});

describe('readBuild', () => {
  it('reads every file under a folder with its path from the folder, sorted', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'build-'));
    try {
      await mkdir(path.join(dir, 'chunks'));
      await writeFile(path.join(dir, 'remoteEntry.js'), 'entry');
      await writeFile(path.join(dir, 'chunks', 'a.js'), 'a');
      const files = await readBuild(dir);
      expect(files.map((entry) => [entry.path, entry.bytes.toString()])).toEqual([['chunks/a.js', 'a'], ['remoteEntry.js', 'entry']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
