import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which (docs/architecture.md, "Folders"). The folder lists are read from
 * the disk, so a folder is covered the day it is made. import-x resolves each import first, so
 * `../x` and `../../x` are judged by the file they land on, not by how they are spelled.
 */
const foldersIn = (dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SPA = foldersIn('src')
  .filter((name) => name !== 'server' && name !== 'contract')
  .map((dir) => `./src/${dir}`);
/** The storefront's capabilities, one folder each under src/features (docs/storefront.md). */
const FEATURES = foldersIn('src/features');
/** Features loaded only for the few who use them: what staff do on an order's page. */
const LAZY_FEATURES = ['order-staff'];
/** Server folders that only support tests. */
const SERVER_TEST_SUPPORT = ['test'];
/** The server's platform layers: the domains build on them, and they import no domain. */
const SERVER_LAYERS = ['db', 'http', 'jobs', 'auth'];
const SERVER_MODULES = foldersIn('src/server').filter((name) => !SERVER_TEST_SUPPORT.includes(name));
const SERVER_DOMAINS = SERVER_MODULES.filter((name) => !SERVER_LAYERS.includes(name));
const domain = (name) => `./src/server/${name}`;

/** A platform layer imports no business domain (pass what it needs in). */
function layerZones(layer) {
  return SERVER_DOMAINS.map((name) => ({
    target: `./src/server/${layer}`,
    from: domain(name),
    message: `src/server/${layer} is a layer the domains use; it must not depend on ${name}/ (pass what it needs in).`,
  }));
}

/**
 * A server module is used by others only through its public entry, `index.ts`: what it exports
 * is its contract, and everything else can change without a look outside the folder. Tests may
 * reach inside.
 */
function entryZones(name) {
  return [
    {
      target: ['./src/server/*.ts', `./src/server/!(${name})/**`],
      from: domain(name),
      except: ['./index.ts'],
      message: `Import src/server/${name}/ through its public entry, ${name}/index.ts (export what you need there).`,
    },
  ];
}

const sharedZones = [
  {
    target: [...SPA, './src/*.{ts,tsx}', './src/contract'],
    from: './src/server',
    message:
      'Storefront and contract code never import the server; share types and rules through src/contract.',
  },
  {
    target: './src/server',
    from: './src',
    except: ['./server', './contract'],
    message: 'The server imports only src/server and src/contract, never storefront code.',
  },
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'src/contract is shared by both sides and depends on neither.',
  },
  {
    target: './src/routes/*',
    from: ['./src/routes/*'],
    message: 'A screen never imports another screen: move what they share to components/, lib/ or api/.',
  },
  {
    target: ['./src/api', './src/components', './src/lib', './src/stores'],
    from: './src/routes',
    message: 'Shared code never imports screens.',
  },
  {
    target: './src/stores',
    from: ['./src/api', './src/components'],
    message: 'Stores hold client state only; they know nothing of the network or the screens.',
  },
  {
    target: './src/lib',
    from: ['./src/api', './src/components', './src/stores'],
    message: 'lib/ holds plain helpers with no app dependencies.',
  },
];

/**
 * A feature is entered through its index.ts only: from a screen, the app's entry, the test helpers
 * or another feature. Shared folders never import a feature at all.
 */
const featureZones = [
  {
    target: ['./src/api', './src/components', './src/lib', './src/stores'],
    from: './src/features',
    message: 'Shared code never imports a feature: move what both need to a shared folder.',
  },
  ...FEATURES.map((name) => ({
    target: ['./src/*.{ts,tsx}', './src/routes', './src/test', `./src/features/!(${name})/**`],
    from: `./src/features/${name}`,
    except: ['./index.ts'],
    message: `Import features/${name} through its index.ts, never a file inside it.`,
  })),
];

const zoneRule = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Route handlers and React event props legitimately return promises that are handled elsewhere.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // TanStack Router uses thrown notFound()/redirect() values as control flow.
    files: ['src/routes/**/*.tsx'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed `any` by Vitest.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Server test files share one module graph per worker (vite.config.ts), where a replaced module would
    // reach the files after it, or be ignored because the real one is already loaded.
    files: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'scripts/lib/**/*.test.ts'],
    ignores: ['src/server/**/*.isolated.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message:
            'A test that replaces a module runs in a fresh module graph: name it src/server/**/*.isolated.test.ts (docs/testing.md).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      // Server code logs through the request logger so every line carries the request id.
      'no-console': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/**', '**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[property.name='transaction']",
          message:
            'Use transaction(db, work) from src/server/db/transaction.ts: it runs a deadlock victim again (docs/orders-and-payments.md).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // Imports name their files with extensions (.ts, .tsx), so Node's resolution finds them.
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // The cycle rule follows only files it is told to parse.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': zoneRule([
        ...sharedZones,
        ...featureZones,
        ...SERVER_LAYERS.flatMap(layerZones),
      ]),
      // Type-only imports are erased, cannot form a cycle at run time, and are not counted.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Features the shoppers' screens must not carry: imported only through `import()`, where they
    // are used (docs/storefront.md). A static import would put them back in a shopper's download.
    files: ['src/**/*.{ts,tsx}'],
    ignores: LAZY_FEATURES.map((name) => `src/features/${name}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: LAZY_FEATURES.map((name) => ({
            group: [`**/features/${name}/*`],
            message: `features/${name} is loaded with import() where it is used, never imported statically.`,
          })),
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', ...SERVER_TEST_SUPPORT.map((name) => `src/server/${name}/**`)],
    rules: {
      'import-x/no-restricted-paths': zoneRule([
        ...sharedZones,
        ...SERVER_LAYERS.flatMap(layerZones),
        ...SERVER_MODULES.flatMap(entryZones),
      ]),
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
