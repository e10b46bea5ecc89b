// Plain data and text: the release console's browser code shows them too (package export ./sources).

/** The commit, branch and build that made a version, as far as its build knew them. */
export interface VersionSource {
  commit?: string;
  branch?: string;
  build?: string;
}

/** `commit 3f9a0c1d2e4b on main, build 1234`, or nothing when the build knew none of them. */
export function describeSource(source: VersionSource | undefined): string {
  if (!source) return '';
  return [source.commit && `commit ${source.commit.slice(0, 12)}`, source.branch && `on ${source.branch}`, source.build && `build ${source.build}`]
    .filter(Boolean)
    .join(' ')
    .replace(/ build/, ', build');
}
