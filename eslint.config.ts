import js from '@eslint/js';
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
  { name: 'react-router-dom', message: 'Import from "@storefront/shared/router", so the router is one instance.' },
  { name: 'react-router', message: 'Import from "@storefront/shared/router", so the router is one instance.' },
  {
    name: '@tanstack/react-query',
    message: 'Import from "@storefront/shared/query", so every page uses the one query cache.',
  },
  {
    name: '@chakra-ui/react',
    message: 'Import UI components from "@storefront/shared" (shared/src/ui/kit.ts), so one copy reaches the browser.',
  },
];

// For servers only: in the browser this module is part of the shared package's one instance.
const serverOnlyModules = [
  {
    name: '@storefront/shared/opening-data',
    message: 'Import openingRequest from "@storefront/shared", the one instance the shell provides.',
  },
  { name: '@storefront/shared/paths', message: 'Import paths from "@storefront/shared", the one instance the shell provides.' },
  { name: '@storefront/shared/slugify', message: 'Import slugify from "@storefront/shared", the one instance the shell provides.' },
  { name: '@storefront/shared/services', message: 'Import services from "@storefront/shared", the one instance the shell provides.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: sharedLibraries, patterns: boundaries }],
    },
  },
  {
    files: appFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', { paths: [...sharedLibraries, ...serverOnlyModules], patterns: boundaries }],
    },
  },
  {
    // The shared package is where Chakra is wrapped for everyone else.
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaries }] },
  },
);
