// Lint for TypeScript/React sources and tests. Docusaurus' own rules keep UI
// strings translatable and links routed through <Link>.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-algolia/',
      'build-analyze/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'tests/.artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {'react-hooks': reactHooks, react, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-key': 'error',
      'react/no-danger': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['AList', 'GitHub', 'API', '·', '—', '/', '(', ')', ':', '×', '404', 'OK']},
      ],
    },
  },
  {
    // Tests and mocks render fixed strings and plain anchors on purpose.
    files: ['tests/**'],
    rules: {
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/no-html-links': 'off',
      '@docusaurus/string-literal-i18n-messages': 'off',
    },
  },
  {
    // Loaders of the build plugins (src/plugins/*/): CommonJS run by Node.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
  },
  {
    files: ['babel.config.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
    languageOptions: {sourceType: 'commonjs'},
  },
);
