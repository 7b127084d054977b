import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers, enforced here (README "Layout"):
 *   client/src/app -> features -> (components, lib) -> core
 * A feature never imports another feature; features, components and lib never import app;
 * components and lib never import features; core imports nothing but core. Routes do HTTP and
 * leave the database to services. No import cycles anywhere. Each runtime sees only its own
 * globals: no Node in core/ or client/, no browser in core/ or server/.
 */

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Functions that hand out raw secrets or take a fixed IV: for known-answer tests and interop only. */
const KNOWN_ANSWER_ONLY = [
  'sealWithIv',
  'deriveMasterKeyBytes',
  'pbkdf2Sha256Bytes',
  'derivePairSecretBytes',
  'hkdfBytes',
];

const rule = {
  noKnownAnswerOnly: {
    regex: '(^@core/crypto|/crypto)/[a-z-]+$',
    importNames: KNOWN_ANSWER_ONLY,
    message: 'Known-answer-only crypto: tests and core/crypto itself may use it, app code never.',
  },
  noDeepCrypto: {
    regex: '^@core/crypto/(?!username$)',
    // username.ts is plain string rules: the sign-in page imports it alone to stay small.
    message: "Crypto only through its public face: import from '@core/crypto'.",
  },
  noApp: { regex: '^@client/app(/|$)', message: 'Only app/ composes pages: nothing below it imports it.' },
  noFeatures: {
    regex: '^@client/features(/|$)',
    message: 'components/ and lib/ are shared by features: they never import one.',
  },
  noParentRelative: {
    regex: '^\\.\\./(?!.*content/)',
    message: "Reach another folder through '@client/...', so the layer rules can see the import.",
  },
  noOtherFeature: (feature) => ({
    regex: `^@client/features/(?!${feature}/)`,
    message: 'A feature never imports another feature: move what both need to lib/ or components/.',
  }),
  noClientOrServer: {
    regex: '(^@client/|/client/|/server/)',
    message: 'core/ imports nothing from client/ or server/.',
  },
  noNode: { regex: '^node:', message: 'This code runs in the browser too: no node: imports.' },
  noDatabase: {
    regex: '(^kysely$|/db/(database|tables|errors)$)',
    message: 'Routes do HTTP; the services own every query and transaction.',
  },
};

/** One no-restricted-imports block (a later block replaces an earlier one's patterns for its files). */
function restrict(files, patterns, ignores = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/** The same layer rule for app code (also barred from known-answer-only crypto) and for its tests. */
function layer(files, patterns, { deepCrypto = true } = {}) {
  const app = [...patterns, rule.noKnownAnswerOnly, ...(deepCrypto ? [rule.noDeepCrypto] : [])];
  return [restrict(files, app, TESTS), restrict(files.map(toTests), patterns)];
}

function toTests(glob) {
  return glob.replace(/\*\*$/, '**/*.test.{ts,tsx}');
}

const NODE_GLOBALS = [
  'Buffer',
  'process',
  'require',
  'module',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
];
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'];
const noGlobals = (names, where) =>
  names.map((name) => ({ name, message: `${where}: '${name}' belongs to another runtime.` }));

export default tseslint.config(
  { ignores: ['node_modules', 'client/dist', 'server/dist', 'data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['core/**/*.ts', 'client/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // --- runtimes ---
  {
    files: ['core/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-globals': [
        'error',
        ...noGlobals(NODE_GLOBALS, 'core/ runs in browsers and Node'),
        ...noGlobals(BROWSER_GLOBALS, 'core/ runs in browsers and Node'),
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', ...noGlobals(NODE_GLOBALS, 'client/ runs in the browser')] },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...noGlobals(BROWSER_GLOBALS, 'server/ runs in Node')] },
  },

  // --- layers ---
  ...layer(['core/**'], [rule.noClientOrServer, rule.noNode], { deepCrypto: false }),
  // core/crypto is the one place that may use its own known-answer functions.
  restrict(['core/crypto/**'], [rule.noClientOrServer, rule.noNode]),
  ...layer(['client/src/app/**'], [rule.noParentRelative]),
  ...layer(
    ['client/src/components/**', 'client/src/lib/**'],
    [rule.noParentRelative, rule.noApp, rule.noFeatures],
  ),
  ...FEATURES.flatMap((feature) =>
    layer(
      [`client/src/features/${feature}/**`],
      [rule.noParentRelative, rule.noApp, rule.noOtherFeature(feature)],
    ),
  ),
  ...layer(['server/src/**'], []),
  ...layer(['server/src/routes/**'], [rule.noDatabase]),

  {
    files: ['scripts/**', 'e2e/**', 'bench/**', 'server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
