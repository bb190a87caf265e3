import type { CallSpec } from '@core/shared/callSpec';

/** Every module of schemas/ that declares call specs (an object of `{ path, body?, reply? … }`). */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../schemas/*/calls.ts',
    '../../schemas/*/*Calls.ts',
    '../../schemas/core/reference.ts',
    '../../schemas/core/auth.ts',
  ],
  { eager: true },
);

const isSpec = (v: unknown): v is CallSpec =>
  typeof v === 'object' && v !== null && typeof (v as { path?: unknown }).path === 'string';

/** Every call spec of every area and the kernel, each once (a spec object shared by two names counts once). */
export function allCallSpecs(): CallSpec[] {
  const out = new Map<string, CallSpec>();
  for (const mod of Object.values(modules)) {
    for (const group of Object.values(mod)) {
      if (typeof group !== 'object' || group === null || isSpec(group)) continue;
      for (const spec of Object.values(group)) if (isSpec(spec)) out.set(spec.path, spec);
    }
  }
  return [...out.values()];
}
