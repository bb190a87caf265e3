/**
 * Building blocks of the payload schemas (schemas/<area>/payloads.ts and the like): the bounds
 * every area's calls share, declared once. Every literal is `as const` so json-schema-to-ts keeps
 * its types: the screens' payload types come from these schemas.
 */

/** A row id: 1 to PostgreSQL's largest integer. */
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const idOrNull = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
/** A text field of at most `max` characters, or null. */
export const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
/** YYYY-MM-DD, optionally with a time part (a date picker may send a full ISO string). */
export const date = {
  type: ['string', 'null'],
  pattern: '^(\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?)?$',
} as const;
export const yn = { type: ['string', 'null'], enum: ['Y', 'N', null] } as const;
/** A snake_case name of the call's sort allow-list, optionally followed by ' DESC' (checked by the service). */
export const orderBy = { type: ['string', 'null'], maxLength: 60 } as const;

export const page = { type: ['integer', 'null'], minimum: 1, maximum: 100000 } as const;
export const pageSize = { type: ['integer', 'null'], minimum: 1, maximum: 100 } as const;
export const startRow = { type: ['integer', 'null'], minimum: 0, maximum: 10000000 } as const;
/** The paging fields of a list call (spec 002 §7). */
export const paging = { page, startRow, pageSize } as const;

/** The concurrency token as the server sent it (lastUpdatedDate, an ISO timestamp). */
export const token = { type: 'string', minLength: 10, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}' } as const;
/** The same token where a call may go without it (a first save, a row listed before it had one). */
export const tokenOrNull = { type: ['string', 'null'], maxLength: 40, pattern: '^(\\d{4}-\\d{2}-\\d{2}.*)?$' } as const;

/**
 * The object schemas of the call payloads: a payload takes exactly the fields it lists, so a
 * misspelt or unexpected field is refused rather than ignored. Literals stay `as const` (the
 * `const` type parameters) so json-schema-to-ts keeps the screens' payload types.
 */

type Props = Record<string, object>;
type Closed<P extends Props> = {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly properties: P;
};
type ClosedRequired<P extends Props, R extends readonly string[]> = {
  readonly type: 'object';
  readonly required: R;
  readonly additionalProperties: false;
  readonly properties: P;
};

/** A payload of exactly these fields (any other is refused), the `required` ones present. */
export function payload<const P extends Props>(properties: P): Closed<P>;
export function payload<const P extends Props, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
): ClosedRequired<P, R>;
export function payload(properties: Props, required?: readonly string[]) {
  return required
    ? { type: 'object', required, additionalProperties: false, properties }
    : { type: 'object', additionalProperties: false, properties };
}

/** A payload naming one row by its id field (`{ cohortModuleId }`, `{ wpaApplId }`…). */
export const idPayload = <const K extends string>(key: K) =>
  payload({ [key]: id } as { [k in K]: typeof id }, [key] as const);
