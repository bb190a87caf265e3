/** Prometheus's text format, read as the tests need it: one sample by name and labels. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function samples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const m = LINE.exec(line);
    if (!m) return [];
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(LABEL)].map((l) => [l[1]!, l[2]!]));
    return [{ name: m[1]!, labels, value: Number(m[3]) }];
  });
}

/** The value of the sample `name` whose labels include `labels`, or undefined (several: the first). */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samples(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}

/** The sum of every sample `name` whose labels include `labels` (0 when none). */
export function sumOf(text: string, name: string, labels: Record<string, string> = {}): number {
  return samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((t, s) => t + s.value, 0);
}
