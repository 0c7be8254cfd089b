import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const fn = (path) => `./functions/src/${path}`;

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'functions/lib/**', '**/dist/**', '.data/**', '.tmp/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: { project: ['functions/tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // STYLE.md 1: dependencies flow one way.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: fn('contracts'), from: fn(''), except: ['./contracts'], message: 'contracts import only zod.' },
            {
              target: fn('domain'),
              from: [fn('adapters'), fn('services'), fn('http'), fn('ports')],
              message: 'domain rules import only contracts.',
            },
            { target: fn('services'), from: [fn('adapters'), fn('http')], message: 'services never import adapters.' },
            { target: fn('ports'), from: [fn('adapters'), fn('services'), fn('http')], message: 'ports import only contracts.' },
            { target: fn('adapters'), from: [fn('services'), fn('http')], message: 'adapters never import services.' },
            { target: fn('http'), from: fn('adapters'), message: 'http never imports adapters.' },
            {
              target: './web/src',
              from: './functions/src',
              except: ['./contracts'],
              message: 'web reaches functions only through @contracts.',
            },
            {
              target: './web/src/components',
              from: ['./web/src/features', './web/src/app'],
              message: 'ui components import neither features nor app.',
            },
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'lib imports neither features nor app.' },
            { target: './web/src/features', from: './web/src/app', message: 'features do not import app.' },
            ...['auth', 'boards', 'catalogue', 'generation', 'designer', 'marketing', 'membership', 'profile', 'contact'].map(
              (feature) => ({
                target: `./web/src/features/${feature}`,
                from: './web/src/features',
                except: [`./${feature}`],
                message: 'a feature does not import another feature.',
              }),
            ),
          ],
        },
      ],
    },
  },
  {
    // Command-line tools print their results.
    files: ['bench/**', 'scripts/**', 'emulators/**'],
    rules: { 'no-console': 'off' },
  },
);
