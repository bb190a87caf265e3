import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Boundaries (docs/ARCHITECTURE.md, "Rules of the house"), enforced here:
 * - a plugin never imports another plugin (they share through core and schemas);
 * - core never imports a plugin (plugins are found through config/app.json);
 * - client code never imports server code and vice versa; plugins/<id>/machines, plugins/<id>/shared,
 *   core/shared and schemas are what both sides use, so they import neither side;
 * - schemas/ imports nothing but other schemas (and types from packages, which vanish at build);
 * - a plugin's server code never imports the kernel's database handle or table types: it reaches the
 *   database through its own handle (plugins/<id>/server/area.ts) and writes kernel tables through the
 *   Kernel's services.
 * Imports are checked as written, by alias ('@core/…', '@plugins/…', '@schemas/…', '@config/…') and
 * by relative path. A relative path may not leave its plugin (or schemas/): use the alias, so the
 * rule can see where it goes. tests/unit/boundaries.test.ts proves each rule.
 */

// Local code only: packages such as 'react-dom/server' are not our server.
const SERVER = {
  regex: '^(\\.{1,2}/|@core/|@plugins/)(.*/)?server(/|$)',
  message: 'Client code never imports server code.',
};
const CLIENT = {
  regex: '^(\\.{1,2}/|@core/|@plugins/)(.*/)?client(/|$)',
  message: 'Server code never imports client code.',
};
const ANY_PLUGIN = {
  regex: '^(@plugins(/|$)|(\\.{1,2}/)+(.*/)?plugins(/|$))',
  message: 'Core never imports a plugin: plugins are loaded through config/app.json.',
};
const KERNEL_DB = {
  regex: '^@core/server/(db/(connect|handles|types)|routes/kernelRoute|secrets)(\\.js)?$',
  message:
    "A plugin uses its own database handle (server/area.ts) and the Kernel's services; the kernel's handle and tables are the kernel's.",
};
const otherPlugin = (id) => ({
  regex: `^@plugins/(?!${id}/)`,
  message: `Plugin '${id}' never imports another plugin: share through core or schemas.`,
});
const leaving = (levels, what) => ({
  regex: `^(\\.\\./){${levels},}`,
  message: `A relative import may not leave ${what}: import through an alias ('@core/…', '@schemas/…').`,
});

const SOURCE = '*.{ts,tsx,js,jsx,mjs}';
const MAX_DEPTH = 6;

/** One block per folder depth under `root`, so a relative path that climbs out of it is caught. */
function zone(root, patterns, escapeFrom) {
  return Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`${root}/${'*/'.repeat(depth)}${SOURCE}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: escapeFrom ? [...patterns, leaving(depth + escapeFrom.levels, escapeFrom.what)] : patterns,
        },
      ],
    },
  }));
}

const pluginIds = readdirSync(new URL('./plugins/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const boundaries = [
  ...zone('core/client', [ANY_PLUGIN, SERVER]),
  ...zone('core/server', [ANY_PLUGIN, CLIENT]),
  ...zone('core/shared', [ANY_PLUGIN, SERVER, CLIENT]),
  ...pluginIds.flatMap((id) => {
    const out = { levels: 2, what: `plugin '${id}'` }; // plugins/<id>/<side>/… → two levels up is plugins/
    return [
      ...zone(`plugins/${id}/client`, [otherPlugin(id), SERVER], out),
      ...zone(`plugins/${id}/server`, [otherPlugin(id), CLIENT, KERNEL_DB], out),
      ...zone(`plugins/${id}/machines`, [otherPlugin(id), SERVER, CLIENT], out),
      ...zone(`plugins/${id}/shared`, [otherPlugin(id), SERVER, CLIENT], out),
    ];
  }),
  ...zone(
    'schemas',
    [
      { regex: '^@(core|plugins|config)(/|$)', message: 'schemas/ imports nothing: it is the shared contract.' },
      // Packages: types only (e.g. json-schema-to-ts's FromSchema), never code.
      {
        regex: '^(?!\\.|@(schemas|core|plugins|config)(/|$))',
        allowTypeImports: true,
        message: 'schemas/ imports nothing: a package may give types only (import type).',
      },
    ],
    { levels: 1, what: 'schemas/' },
  ),
  { files: ['src/main.tsx'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SERVER] }] } },
  ...zone('src/cli', [CLIENT]),
  {
    files: ['src/server.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CLIENT] }] },
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Kysely's dynamic table types and oidc-provider's untyped hooks need `any` in a few places.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  ...boundaries,
);
