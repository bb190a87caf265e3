import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';

/**
 * The report definitions' filter forms (config/reports/*.json, or CONFIG_DIR's at build time):
 * the form schemas whose RJSF validators the build precompiles (formValidators.ts).
 */
export function reportFilterSchemas(): { files: string[]; schemas: RJSFSchema[] } {
  const config = process.env.CONFIG_DIR ?? fileURLToPath(new URL('../../config', import.meta.url));
  const dir = path.resolve(config, 'reports');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];
  const schemas = files.map(
    (f) => (JSON.parse(readFileSync(f, 'utf8')) as { filters: { schema: RJSFSchema } }).filters.schema,
  );
  return { files, schemas };
}
