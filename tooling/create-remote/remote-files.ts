import type { NewRemoteNames } from './remote-names';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The remote's package: the same scripts and one version of each dependency as every app. */
function packageJson(names: NewRemoteNames): string {
  const catalog = (list: string[]) => Object.fromEntries(list.map((name) => [name, 'catalog:']));
  return json({
    name: names.folder,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      build: 'rspack build --mode production',
      dev: 'rspack serve --mode development',
      'dev:site': 'rspack serve --mode development',
      'dev:against-site': 'rspack serve --mode development --env against-site',
      typecheck: 'tsx ../tooling/exposes-check/write-exposes-check.ts && tsgo -p tsconfig.json',
      'test:unit': 'vitest run',
    },
    dependencies: {
      ...catalog(['@emotion/react', '@module-federation/enhanced']),
      '@storefront/shared': 'workspace:*',
      ...catalog(['react', 'react-dom', 'zustand']),
    },
    devDependencies: {
      '@storefront/tooling': 'workspace:*',
      ...catalog([
        '@rspack/cli',
        '@rspack/core',
        '@rspack/dev-server',
        '@testing-library/dom',
        '@testing-library/jest-dom',
        '@testing-library/react',
        '@testing-library/user-event',
        '@types/react',
        '@types/react-dom',
        '@typescript/native-preview',
        'jsdom',
        'typescript',
        'vitest',
      ]),
    },
  });
}

/** Every file of a new remote, by path inside its folder: the same shape as the other remotes. */
export function remoteFiles(names: NewRemoteNames): Record<string, string> {
  const pageFile = `${names.pageFolder}-page`;
  return {
    'package.json': packageJson(names),
    'tsconfig.json': json({
      extends: '../tsconfig.base.json',
      compilerOptions: { types: ['vitest/globals', '@testing-library/jest-dom/vitest', 'node'] },
      include: ['src', 'rspack.config.ts', 'vitest.config.ts'],
    }),
    'rspack.config.ts': `import { createRemoteConfig } from '../rspack.config.base';

// Name, dev port and exposed pages come from this folder's entry in the federation contract.
export default createRemoteConfig(__dirname);
`,
    'vitest.config.ts': `import { packageTests } from '@storefront/tooling/vitest';

export default packageTests(import.meta.dirname, 'browser');
`,
    'src/index.ts': `// The async boundary: shared singletons are negotiated before any React code runs.
void import('./dev/bootstrap');
`,
    'src/dev/bootstrap.ts': `import { mountDevHarness } from '@storefront/shared/dev-harness';

// The pages come from this remote's entry in the federation contract.
mountDevHarness('${names.container}', (file) => import(\`../exposes/\${file}.ts\`));
`,
    [`src/exposes/${pageFile}.ts`]: `export { ${names.pageModule} as default } from '../pages/${names.pageFolder}/${pageFile}';
`,
    [`src/pages/${names.pageFolder}/${pageFile}.tsx`]: `import { Container, Heading, PageMeta, Text } from '@storefront/shared';
import { useLocation } from '@storefront/shared/router';

export function ${names.pageModule}() {
  const { pathname } = useLocation();
  return (
    <Container maxW="7xl" py={{ base: 10, md: 16 }}>
      <PageMeta title="${names.title}" description="${names.title}." path={pathname} />
      <Heading as="h1" size="2xl" mb={4}>
        ${names.title}
      </Heading>
      <Text color="fg.muted">This page is served by the ${names.folder} remote.</Text>
    </Container>
  );
}
`,
    [`src/pages/${names.pageFolder}/${pageFile}.test.tsx`]: `import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${names.pageModule} } from './${pageFile}';

describe('${names.pageModule}', () => {
  it('names itself in its heading and in the browser tab', async () => {
    renderWithProviders(<${names.pageModule} />);
    expect(screen.getByRole('heading', { level: 1, name: '${names.title}' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toMatch(/^${names.title} \\| /));
  });
});
`,
    'src/features/README.md': `Logic that several pages of this remote share goes here, one folder per feature
(\`<feature>/api\`, \`<feature>/components\`). Pages never import each other.
`,
  };
}
