import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { remoteDeclaration, remoteNames, shell } from '@storefront/shared/federation';

const appFolders = [shell.folder, ...remoteNames.map((name) => remoteDeclaration(name).folder)];

// Apps share code only through the shared package's public API, never by reaching into files.
const boundaries = [
  {
    group: ['**/shared/src/**', '@storefront/shared/src/**'],
    message: 'Import from "@storefront/shared".',
  },
  {
    group: appFolders.map((folder) => `**/${folder}/**`),
    message: 'Apps never import each other.',
  },
];

// Libraries the browser must get as one instance: apps reach them through the shared package.
const sharedLibraries = [
  {
    name: 'react-router-dom',
    message: 'Import from "@storefront/shared/router", so the router is one instance.',
  },
  {
    name: 'react-router',
    message: 'Import from "@storefront/shared/router", so the router is one instance.',
  },
  {
    name: '@tanstack/react-query',
    message: 'Import from "@storefront/shared/query", so every page uses the one query cache.',
  },
  {
    name: '@chakra-ui/react',
    message:
      'Import UI components from "@storefront/shared" (shared/src/ui/kit.ts), so one copy reaches the browser.',
  },
];

// For servers only: in the browser this module is part of the shared package's one instance.
const serverOnlyModules = [
  {
    name: '@storefront/shared/opening-data',
    message:
      'Import openingRequest from "@storefront/shared", the one instance the shell provides.',
  },
  {
    name: '@storefront/shared/paths',
    message: 'Import paths from "@storefront/shared", the one instance the shell provides.',
  },
  {
    name: '@storefront/shared/slugify',
    message: 'Import slugify from "@storefront/shared", the one instance the shell provides.',
  },
  {
    name: '@storefront/shared/services',
    message: 'Import services from "@storefront/shared", the one instance the shell provides.',
  },
];

type Zone = {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
};

/** Folders of one package: `inside('./release/src', 'a', 'b')` → ['./release/src/a', './release/src/b']. */
const inside = (root: string, ...folders: string[]) => folders.map((folder) => `${root}/${folder}`);
const release = (...folders: string[]) => inside('./release/src', ...folders);
const siteServer = (...folders: string[]) => inside('./site-server/src', ...folders);

// Layers inside a package: each may use those below it, never one above.
const releaseLayers: Zone[] = [
  {
    target: release('build', 'store', 'registry', 'reports'),
    from: release('commands', 'gate', 'service', 'cli', 'site-view', 'console-view', 'worker'),
    message:
      "A release's data (build, store, registry, what browsers reported) is the lowest layer: commands and the gate use it, never the other way.",
  },
  {
    target: release('gate'),
    from: release('commands', 'service', 'cli', 'site-view', 'console-view', 'worker'),
    message: 'The gate checks a version; commands use it, never the other way.',
  },
  {
    target: release('commands'),
    from: release('service', 'cli', 'site-view', 'console-view', 'worker'),
    message:
      'Commands are what the CLI, the release service and the site and console views call, never the other way.',
  },
  {
    target: release('service', 'site-view', 'console-view'),
    from: release('cli', 'worker'),
    message: 'The CLI and the release worker are the top layer.',
  },
];
const siteServerLayers: Zone[] = [
  {
    target: './site-server/src/!(processes)/**',
    from: siteServer('processes', 'site-server.ts'),
    message: 'Only the site server (site-server.ts) and its processes put the parts together.',
  },
  {
    target: siteServer('rendering'),
    from: siteServer('pages'),
    message: 'Pages use rendering, never the other way.',
  },
  {
    target: siteServer('origins'),
    from: siteServer('pages', 'rendering', 'visitors', 'seo', 'release-endpoints'),
    message: 'An origin serves files only.',
  },
];
// Between packages: a package's index.ts is its public API.
const packageApis: Zone[] = [
  {
    target: './site-server',
    from: './release/src',
    except: ['./index.ts', './testing/index.ts'],
    message:
      'The site server uses the release package\'s public API only: import it from "@storefront/release".',
  },
  {
    target: './console',
    from: './release/src',
    // The speed figures' names and limits, and where a version came from, are plain data the
    // console's browser code shows too.
    except: ['./index.ts', './testing/index.ts', './reports/page-vitals.ts', './build/version-source.ts'],
    message:
      'The release console uses the release package\'s public API only: import it from "@storefront/release".',
  },
  {
    target: './console/src/app',
    from: './console/src/server',
    message: "The console's app runs in the browser: it shares only paths.ts with its server.",
  },
  {
    target: './console/src/server',
    from: './console/src/app',
    message: "The console's server serves the app's build, never its sources.",
  },
  {
    target: './release',
    from: ['./site-server', './console'],
    message: 'Releases know nothing of the site server or the console.',
  },
  {
    target: './platform',
    from: ['./release', './site-server', './api', './console'],
    message: 'The platform is below every server package.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      '**/dist-variants/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.releases/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: sharedLibraries, patterns: boundaries }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      // The files an import leads to are read with the TypeScript parser, to follow their own imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      // Type-only imports are not counted: they have no effect when the code runs.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...releaseLayers, ...siteServerLayers, ...packageApis] },
      ],
    },
  },
  {
    files: appFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...sharedLibraries, ...serverOnlyModules], patterns: boundaries },
      ],
    },
  },
  {
    // The shared package is where Chakra is wrapped for everyone else.
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaries }] },
  },
);
