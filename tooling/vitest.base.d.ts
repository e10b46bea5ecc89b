import type { TestProjectInlineConfiguration, ViteUserConfig } from 'vitest/config';

type Kind = 'browser' | 'node';
type Settings = NonNullable<TestProjectInlineConfiguration['test']>;

export declare function packageProjects(dir: string, kind: Kind, settings?: Settings): TestProjectInlineConfiguration[];
export declare function packageTests(dir: string, kind: Kind, settings?: Settings): ViteUserConfig;
export declare function projectsByKind(root: string, projects: TestProjectInlineConfiguration[]): TestProjectInlineConfiguration[];
