import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const fn = (path) => `./functions/src/${path}`;
/** The folders under `dir`, read at lint time: a feature or adapter added later is covered without editing this file. */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A zone per folder of `dir`: it may import from itself, not from its siblings. */
const siblingsApart = (dir, message) =>
  folders(dir).map((name) => ({ target: `${dir}/${name}`, from: dir, except: [`./${name}`], message }));

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
/** STYLE.md 2: the role a file name ends with, by folder (tests are named after the file they test). */
const ROLES = [
  ['functions/src/ports/', /\.port$/, '<name>.port.ts'],
  ['functions/src/services/steps/', /^[^.]+$/, '<topic>.ts (the folder names the role), e.g. consultations.ts'],
  ['functions/src/services/', /\.(service|logs|views)$/, '<name>.service.ts (or .logs, .views; shared steps go in steps/)'],
  ['functions/src/http/routes/', /\.routes$/, '<name>.routes.ts'],
  ['functions/src/adapters/', /^[^.]+\.[^.]+$/, '<name>.<technology or port>.ts, e.g. boards.firestore.ts'],
];

function fileNameProblem(path) {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const stem = base.replace(/\.(d\.)?[cm]?[jt]sx?$/, '');
  if (!KEBAB.test(stem)) return `File names are kebab-case (lower-case words joined by '-', roles after a '.'): ${base}.`;
  if (!path.startsWith('functions/src/')) return null;
  const role = ROLES.find(([dir]) => path.startsWith(dir));
  const tested = stem.replace(/(\.api)?\.test$/, '');
  return role && !role[1].test(tested) ? `Files in ${role[0]} are named ${role[2]}: ${base}.` : null;
}

/** Local rules: file names (STYLE.md 2). */
const roomboard = {
  rules: {
    'file-names': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const problem = fileNameProblem(
          relative(import.meta.dirname, context.filename)
            .split('\\')
            .join('/'),
        );
        if (problem) context.report({ loc: { line: 1, column: 0 }, message: problem });
        return {};
      },
    },
  },
};

/** Fakes, factories and example data: tests only, never deployed (tsconfig.build.json leaves them out of functions/lib). */
const TEST_ONLY = {
  group: ['**/testing/*', '**/*.examples', '**/*.examples.js'],
  message: 'only tests import testing/ and *.examples.ts: they are not deployed.',
};

/** STYLE.md 1: use cases call ports, not each other; what several share is a step (steps/<topic>.ts), .views, .logs or a domain rule. */
const SERVICE_TO_SERVICE = {
  group: ['**/*.service', '**/*.service.js'],
  message: 'a use case does not import another use case: share through a step in services/steps/<topic>.ts, or a domain rule.',
};

/** Issue 33: the steps are the layer under the use cases, so a step calls ports, domain rules and other steps only. */
const STEP_TO_SERVICE = {
  group: ['**/*.service', '**/*.service.js'],
  message: 'a step never imports a use case: the use cases are built from steps, not the other way round.',
};

/**
 * Domain rules import relative modules, zod and node:crypto only, and culori: pure colour maths (Lab, CIEDE2000) with
 * no I/O, which the palette's rules (merging near duplicates, fit to a style) are written in; and luxon: time zones
 * and daylight-saving changes from the runtime's zone data, no I/O, which consultation slots are computed in. Their
 * tests import vitest too.
 */
const NO_SDK = {
  regex: '^(?!\\.|zod$|node:crypto$|culori$|luxon$|vitest$)',
  message:
    'domain rules import no SDK (firebase-admin, firebase-functions, openai, stripe, sharp, express, @google-cloud/*...): put I/O behind a port.',
};

/** What the designer's model may not import (STYLE.md 7: pure geometry and commands). */
const UI_AND_FIREBASE = ['react', 'react/*', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*', 'firebase', 'firebase/*', '@firebase/*'];

/** STYLE.md 1: dependencies flow one way (import-x/no-restricted-paths, which sees import() too). */
const LAYERS = [
  { target: fn('contracts'), from: fn(''), except: ['./contracts'], message: 'contracts import only zod.' },
  {
    target: fn('room'),
    from: fn(''),
    except: ['./room', './contracts'],
    message: 'the room kernel is pure geometry: it imports only contracts.',
  },
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
    except: ['./contracts', './room'],
    message: 'web reaches functions only through @contracts and @room.',
  },
  {
    target: './web/src/components',
    from: ['./web/src/features', './web/src/app'],
    message: 'ui components import neither features nor app.',
  },
  { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'lib imports neither features nor app.' },
  { target: './web/src/features', from: './web/src/app', message: 'features do not import app.' },
  ...siblingsApart('./web/src/features', 'a feature does not import another feature.'),
  ...siblingsApart(fn('adapters'), "an adapter does not import another technology's adapters; composition (composition.ts) combines them."),
];

/** Issue 33: tools compose through composition.ts, as the functions do; their tests may reach an adapter to check against it. */
const TOOLS_COMPOSE = {
  target: fn('tools'),
  from: fn('adapters'),
  message: 'tools compose through composition.ts: they never import an adapter.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'functions/lib/**', '**/dist/**', '.data/**', '.tmp/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Hooks in the same order on every render: a hook behind && or an early return breaks a page at hydration.
  { files: ['web/src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error' } },
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
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
    },
  },
  // In TypeScript, unused names are the typecheck's (noUnusedLocals and noUnusedParameters in tsconfig.json): one check,
  // not two (the rule was half of ESLint's rule time). The scripts in JavaScript keep the rule.
  { files: ['**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { roomboard },
    rules: { 'roomboard/file-names': 'error' },
  },
  {
    files: ['functions/src/**'],
    ignores: ['**/*.test.ts', 'functions/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_ONLY] }] },
  },
  {
    files: ['functions/src/services/**'],
    ignores: ['**/*.test.ts', 'functions/src/services/steps/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_ONLY, SERVICE_TO_SERVICE] }] },
  },
  {
    files: ['functions/src/services/steps/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_ONLY, STEP_TO_SERVICE] }] },
  },
  {
    files: ['functions/src/**'],
    ignores: ['**/*.test.ts', 'functions/src/adapters/firestore/transaction.firestore.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'db',
          property: 'runTransaction',
          message:
            "use runTransaction(db, work) of adapters/firestore/transaction.firestore.ts: it also retries the emulator's closed transaction.",
        },
      ],
    },
  },
  {
    files: ['functions/src/tools/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, TOOLS_COMPOSE] }] },
  },
  {
    // Domain rules are plain code: no SDK, framework or I/O (only relative modules, zod, node:crypto, culori and luxon).
    files: ['functions/src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SDK] }] },
  },
  {
    files: ['functions/src/domain/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SDK, TEST_ONLY] }] },
  },
  {
    // Issue 24: one import path per name. The web takes the plain-value modules (choices, community-rules,
    // membership-tiers) so a page does not load zod; a re-export would give a name a second path.
    files: ['functions/src/contracts/**', 'functions/src/room/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ExportAllDeclaration', 'ExportNamedDeclaration[source]', 'ExportNamedDeclaration[declaration=null][source=null]'].map(
          (selector) => ({
            selector,
            message: 'no re-exports in contracts/ and room/: import each name from the module that defines it, and export where declared.',
          }),
        ),
      ],
    },
  },
  {
    files: ['web/src/features/room3d/model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...UI_AND_FIREBASE, 'three', 'three/*', '@react-three/*'],
              message: "the 3D view's scene model is pure data: no React, three.js or Firebase.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/designer/model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: UI_AND_FIREBASE, message: "the designer's model imports neither React nor Firebase (STYLE.md 7)." }] },
      ],
    },
  },
  {
    // Issue 33: one way to inject time. A use case reads it with nowOf(deps) (services/steps/clock.ts, the one
    // place that falls back to the real clock) and hands it down; domain rules and routes take it as an argument.
    files: ['functions/src/services/**', 'functions/src/domain/**', 'functions/src/http/**'],
    ignores: ['**/*.test.ts', 'functions/src/services/steps/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["NewExpression[callee.name='Date'][arguments.length=0]", "MemberExpression[object.name='Date'][property.name='now']"].map(
          (selector) => ({
            selector,
            message:
              'read the time with nowOf(deps) (services/steps/clock.ts), or take it as an argument; a duration uses performance.now().',
          }),
        ),
      ],
    },
  },
  {
    // Command-line tools print their results.
    files: ['bench/**', 'scripts/**', 'emulators/**'],
    rules: { 'no-console': 'off' },
  },
);
