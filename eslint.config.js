import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Apps share code only through the shared package's public API, never by reaching into files.
const boundaries = [
  {
    group: ['**/shared/src/**', '@storefront/shared/src/**'],
    message: 'Import from "@storefront/shared".',
  },
  {
    group: ['**/catalog-mfe/**', '**/content-mfe/**', '**/account-mfe/**', '**/shell/src/**'],
    message: 'Apps never import each other.',
  },
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
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
          ],
          patterns: boundaries,
        },
      ],
    },
  },
  {
    // The shared package is where Chakra is wrapped for everyone else.
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaries }] },
  },
);
