import { createRequire } from 'node:module';

/** The compilers Fastify itself uses, from its own dependencies (the versions it was tested with). */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Factory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Compiled;

/**
 * A route's serializer (fast-json-stringify) or validator (ajv) compiled at the route's first
 * request instead of at start: a server of a few hundred routes starts sooner and an idle one
 * holds only the code of the routes it has served. The answer or the verdict is the same.
 */
export function lazily(factory: Factory, validator: boolean): Factory {
  return (externalSchemas, options) => {
    const build = factory(externalSchemas, options);
    return (route) => {
      let compiled: Compiled | null = null;
      const lazy: Compiled = (...args) => {
        compiled ??= build(route);
        const result = compiled(...args);
        if (validator) lazy.errors = compiled.errors; // Fastify reads a failed validation's errors here
        return result;
      };
      // Fastify hands an ajv function its parent (so a root value can be coerced); ours takes it on.
      if (validator) lazy.schemaEnv = true;
      return lazy;
    };
  };
}

export const lazyCompilers = {
  buildSerializer: lazily((fromFastify('@fastify/fast-json-stringify-compiler') as () => Factory)(), false),
  buildValidator: lazily((fromFastify('@fastify/ajv-compiler') as () => Factory)(), true),
};
