import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The house rules of docs/ARCHITECTURE.md, as eslint.config.js enforces them: each forbidden import
// written at a virtual path inside its zone must be reported; the allowed ones must not.
const eslint = new ESLint({ cwd: process.cwd() });
const RULE = '@typescript-eslint/no-restricted-imports';

async function boundaryErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const touched = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const forbidden: [string, string, RegExp][] = [
  // a plugin importing another plugin
  ['plugins/reports/server/x.ts', "import x from '@plugins/programmes/server/tables.js';", /another plugin/],
  ['plugins/reports/client/x.tsx', "import x from '@plugins/home/client/index';", /another plugin/],
  ['plugins/job-review/machines/x.ts', "import x from '@plugins/reports/machines/y';", /another plugin/],
  ['plugins/reports/server/x.ts', "import x from '../../programmes/server/tables.js';", /may not leave/],
  ['plugins/reports/server/deep/x.ts', "import x from '../../../home/server/index.js';", /may not leave/],
  // a plugin reaching for the kernel's database handle or table types
  ['plugins/wpa/server/x.ts', "import type { Db } from '@core/server/db/connect.js';", /own database handle/],
  [
    'plugins/wpa/server/services/x.ts',
    "import { kernelHandle } from '@core/server/db/handles.js';",
    /own database handle/,
  ],
  ['plugins/wpa/server/x.ts', "import type { KernelTables } from '@core/server/db/types.js';", /own database handle/],
  ['plugins/wpa/server/x.ts', "import { secret } from '@core/server/secrets.js';", /own database handle/],
  // core importing a plugin
  ['core/server/x.ts', "import x from '@plugins/reports/server/index.js';", /Core never imports a plugin/],
  ['core/client/layout/x.tsx', "import x from '../../../plugins/home/client/index';", /Core never imports a plugin/],
  ['core/shared/x.ts', "import x from '@plugins/job-review/machines/jobPost';", /Core never imports a plugin/],
  // client importing server code, and the reverse
  ['plugins/reports/client/x.tsx', "import x from '../server/engine.js';", /never imports server/],
  ['plugins/reports/client/x.tsx', "import x from '@core/server/plugin.js';", /never imports server/],
  ['core/client/x.ts', "import x from '../server/config.js';", /never imports server/],
  ['src/main.tsx', "import x from '@core/server/app.js';", /never imports server/],
  ['plugins/reports/server/x.ts', "import x from '../client/ReportPage';", /never imports client/],
  ['core/server/x.ts', "import x from '@core/client/api';", /never imports client/],
  ['src/cli/x.ts', "import x from '@core/client/api';", /never imports client/],
  // the shared code imports neither side
  ['plugins/job-review/machines/x.ts', "import x from '../server/decision.js';", /never imports server/],
  ['plugins/resources/shared/x.ts', "import x from '../client/page';", /never imports client/],
  ['core/shared/x.ts', "import x from '../server/config.js';", /never imports server/],
  // schemas/ importing anything
  ['schemas/core/x.ts', "import x from '@core/shared/validators.js';", /schemas\/ imports nothing/],
  ['schemas/x.ts', "import x from '@config/app.json';", /schemas\/ imports nothing/],
  ['schemas/profile/x.ts', "import x from '../../core/shared/validators.js';", /may not leave schemas/],
  ['schemas/profile/x.ts', "import x from 'ajv';", /types only/],
];

const allowed: [string, string][] = [
  ['plugins/reports/server/x.ts', "import x from '@core/server/plugin.js';"],
  ['plugins/wpa/server/x.ts', "import type { Handle } from '@core/server/db/areaDb.js';"],
  ['plugins/reports/server/x.ts', "import x from '@schemas/reports/support.js';"],
  ['plugins/reports/server/x.ts', "import x from './engine.js';"],
  ['plugins/reports/client/x.tsx', "import x from '@plugins/reports/client/calls';"],
  ['plugins/job-review/client/x.ts', "import x from '../machines/jobPost';"],
  ['plugins/job-review/server/x.ts', "import x from '@plugins/job-review/machines/jobPost';"],
  ['plugins/resources/client/x.tsx', "import x from '../shared/sanitizePolicy';"],
  ['plugins/reports/client/x.tsx', "import x from 'react-dom/server';"],
  ['core/client/x.ts', "import x from '@core/shared/envelope';"],
  ['core/server/x.ts', "import x from '@schemas/core/auth.js';"],
  ['core/server/x.ts', "import x from './pluginLoader.js';"],
  ['schemas/profile/x.ts', "import x from '../core/inputRules.js';"],
  ['schemas/reports/x.ts', "import type x from 'json-schema-to-ts';"],
  ['src/cli/x.ts', "import x from '@plugins/reports/server/seed.js';"],
  ['tests/unit/x.test.ts', "import x from '@plugins/reports/server/engine.js';"],
];

// Loading the config and the TypeScript parser takes seconds on a busy machine: once, up front.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'core/shared/warmUp.ts' });
}, 60_000);

describe('forbidden imports fail the lint', () => {
  it.each(forbidden)('%s: %s', async (file, source, message) => {
    const errors = await boundaryErrors(file, source);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });
});

describe('allowed imports pass', () => {
  it.each(allowed)('%s: %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});

describe('the per-plugin rules come from the folder list of plugins/', () => {
  it('every plugin folder is covered: a plugin importing its neighbour is reported', async () => {
    const { readdirSync } = await import('node:fs');
    const ids = readdirSync('plugins', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(ids.length).toBeGreaterThan(1);
    for (const [i, id] of ids.entries()) {
      const other = ids[(i + 1) % ids.length];
      const errors = await boundaryErrors(
        `plugins/${id}/server/x.ts`,
        `import x from '@plugins/${other}/server/index.js';`,
      );
      expect(errors, id).toHaveLength(1);
    }
  });
});
