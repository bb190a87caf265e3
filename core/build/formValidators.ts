import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import type { Plugin } from 'vite';
import { virtualModulePlugin } from './virtualModulePlugin.js';

export const FORM_VALIDATORS = 'virtual:wil-form-validators';

/**
 * One module of RJSF's precompiled validators (@rjsf/validator-ajv8's compileSchemaValidators,
 * written as CommonJS by ajv's standalone code), one per form schema, each in its own scope:
 * their names (validate10, schema11…) repeat from one schema to the next. The default export maps
 * each schema's RJSF hash to its validator, as createPrecompiledValidator expects. No code is
 * generated in the browser, so the page's CSP (no eval) holds.
 */
export function precompiledValidatorsModule(schemas: readonly RJSFSchema[]): string {
  const compiled = schemas.map((s) => compileSchemaValidatorsCode(s));
  const packages = [...new Set(compiled.flatMap((c) => [...c.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!)))];
  return [
    ...packages.map((p, i) => `import * as p${i} from ${JSON.stringify(p)};`),
    // A CommonJS module's exports, as Node (namespace.default) or Rollup (the namespace) hands them over.
    'const cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);',
    `const packages = { ${packages.map((p, i) => `${JSON.stringify(p)}: cjs(p${i})`).join(', ')} };`,
    'const require = (id) => packages[id];',
    'const validators = {};',
    ...compiled.map((code) => `(function (exports) {\n${code}\n})(validators);`),
    'export default validators;',
  ].join('\n');
}

/**
 * Vite plugin: `virtual:wil-form-validators` holds the precompiled validators of the form
 * schemas `schemas()` names at build time (the report definitions' filters).
 */
export function formValidators(schemas: () => { files: string[]; schemas: RJSFSchema[] }): Plugin {
  return virtualModulePlugin('wil:form-validators', FORM_VALIDATORS, (watch) => {
    const found = schemas();
    for (const f of found.files) watch(f);
    return precompiledValidatorsModule(found.schemas);
  });
}
