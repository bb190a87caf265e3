import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import appConfigSchema from '@schemas/core/appConfig.schema.json' with { type: 'json' };

/** config/app.json: what a deployment turns on (ARCHITECTURE: config over code). */
export interface AppConfig {
  productName: string;
  plugins: string[];
  /** External route reference → page route reference (core/client/extensions/routeRefs.ts). */
  routes?: Record<string, string>;
}

export async function loadAppConfig(configDir: string): Promise<AppConfig> {
  const file = path.join(configDir, 'app.json');
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new Error(`Cannot read ${file}: ${(e as Error).message}`);
  }
  // The file is checked; the schema is ours (checked by the tests), so ajv need not check it
  // against JSON Schema's meta-schema, most of this step's time at start.
  const ajv = new Ajv({ allErrors: true, useDefaults: true, validateSchema: false });
  const validate = ajv.compile<AppConfig>(appConfigSchema);
  if (!validate(data)) {
    throw new Error(`${file} is not valid: ${ajv.errorsText(validate.errors)}`);
  }
  const dup = data.plugins.find((id, i) => data.plugins.indexOf(id) !== i);
  if (dup) throw new Error(`${file} lists the plugin '${dup}' twice.`);
  return data;
}
