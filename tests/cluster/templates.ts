import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Fills `${NAME}` in one of deploy/'s templates (as envsubst does for an operator); a name the
 * values lack is an error, so the test never runs a file with a hole in it.
 */
export function renderTemplate(file: string, values: Record<string, string | number>): string {
  const text = readFileSync(path.resolve(file), 'utf8');
  return text.replace(/\$\{([A-Z0-9_]+)\}/g, (_all, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`${file}: no value for \${${name}}`);
    return String(v);
  });
}
