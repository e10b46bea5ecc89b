import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-monolith/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.releases/**', 'bench-results/**'],
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
      // Apps share code only through the shared package's public API, never by reaching into files.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/src/**', '@storefront/shared/src/**'], message: 'Import from "@storefront/shared".' },
            { group: ['**/catalog-mfe/**', '**/content-mfe/**', '**/account-mfe/**', '**/shell/src/**'], message: 'Apps never import each other.' },
          ],
        },
      ],
    },
  },
);
