/**
 * Which payload fields of a call carry its scope: the programmes and the cohort it reads
 * (docs/ARCHITECTURE.md 'One scope'). Declared in the call spec as data, beside path and body:
 *
 *   searchAppl: { path, body, reply, scope: { progCodeList: 'progCodeList', cohortYear: 'cohortYear' } }
 *
 * The names are the spec's payload fields, unchanged. On the server CallScope alone reads them
 * (core/server/auth/scope.ts) and hands the handler what they resolve to; on the client the call
 * layer fills the ones a screen left out from the selected programme (core/client/data/call.ts).
 */
export interface ScopeFields {
  /** The field naming one programme by code (read before progCodeList when both are sent). */
  readonly progCode?: string;
  /** The field naming programmes by a list of codes. */
  readonly progCodeList?: string;
  /** The field(s) naming the cohort by year: the first one sent. */
  readonly cohortYear?: string | readonly string[];
  /** The field naming the cohort by id. */
  readonly cohortId?: string;
  /** The field naming one cohort programme by id (none sent: the selected one). */
  readonly cohortProgId?: string;
  /**
   * 'cohort' (the default): the programmes are read in one cohort, each held there by the caller,
   * and the screen's selection fills what is not sent. 'held': the programmes the caller holds in
   * any cohort (the pickers); the fields narrow them, and the selection fills nothing.
   */
  readonly reach?: 'cohort' | 'held';
}

/** The kinds of scope field, in the order a payload's values are read. */
export const SCOPE_KINDS = ['progCode', 'progCodeList', 'cohortYear', 'cohortId', 'cohortProgId'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

/** The payload field names a declaration lists, each once. */
export function scopeFieldNames(fields: ScopeFields): string[] {
  const names = SCOPE_KINDS.flatMap((k) => {
    const v = fields[k];
    return v === undefined ? [] : typeof v === 'string' ? [v] : [...v];
  });
  return [...new Set(names)];
}

/** What the declared fields of one payload name, before any check. */
export interface NamedScope {
  progCodes: string[] | null;
  cohortYear: number | null;
  cohortId: number | null;
  cohortProgId: number | null;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const names = (v: string | readonly string[] | undefined) => (v === undefined ? [] : typeof v === 'string' ? [v] : v);

/** The declared fields' values in a payload (already checked against the body schema). */
export function namedScope(fields: ScopeFields, body: unknown): NamedScope {
  const b = (body ?? {}) as Record<string, unknown>;
  const at = (name: string | undefined) => (name === undefined || !given(b[name]) ? undefined : b[name]);
  const code = at(fields.progCode);
  const list = at(fields.progCodeList);
  const year = names(fields.cohortYear)
    .map(at)
    .find((v) => v !== undefined);
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    progCodes:
      typeof code === 'string'
        ? [code]
        : Array.isArray(list)
          ? [...new Set(list.filter((c): c is string => typeof c === 'string'))]
          : null,
    cohortYear: num(year),
    cohortId: num(at(fields.cohortId)),
    cohortProgId: num(at(fields.cohortProgId)),
  };
}

/** The programme and cohort selected on the screen, as the call layer fills them. */
export interface Selection {
  cohortProgId: number | null;
  progCode: string | null;
  cohortId: number | null;
  cohortYear: number | null;
}

/**
 * The payload with the declared fields a screen left out filled from the selection: the first
 * field of each kind (progCode before progCodeList; cohortYear before cohortId), only where none
 * of that kind was sent. A value the screen sent (the user's own choice) is kept. 'held' calls are
 * never filled.
 */
export function fillScope<P>(fields: ScopeFields | undefined, payload: P, sel: Selection | null): P {
  if (!fields || !sel || fields.reach === 'held') return payload;
  const b = { ...((payload ?? {}) as Record<string, unknown>) };
  const none = (...fs: (string | undefined)[]) => fs.every((f) => f === undefined || !given(b[f]));
  if (sel.progCode && none(fields.progCode, fields.progCodeList)) {
    if (fields.progCode) b[fields.progCode] = sel.progCode;
    else if (fields.progCodeList) b[fields.progCodeList] = [sel.progCode];
  }
  // The cohort is one choice, by year or by id: a screen that sent either keeps it.
  const years = names(fields.cohortYear);
  if (none(...years, fields.cohortId)) {
    if (years.length && sel.cohortYear !== null) b[years[0]!] = sel.cohortYear;
    else if (fields.cohortId && sel.cohortId !== null) b[fields.cohortId] = sel.cohortId;
  }
  if (sel.cohortProgId !== null && fields.cohortProgId && none(fields.cohortProgId)) {
    b[fields.cohortProgId] = sel.cohortProgId;
  }
  return b as P;
}
