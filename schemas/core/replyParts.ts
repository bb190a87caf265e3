/**
 * Building blocks of the reply schemas (schemas/<area>/replies.ts). Every literal is `as const`
 * so json-schema-to-ts keeps its types: a screen's types come from these schemas.
 */

/** A key or row id: always present, never null. */
export const id = { type: 'integer' } as const;
/** A count or total: always present, never null. */
export const count = { type: 'integer' } as const;
/** A text column declared NOT NULL. */
export const str = { type: 'string' } as const;
/** A text column that may be NULL. */
export const text = { type: ['string', 'null'] } as const;
/** A number column that may be NULL. */
export const int = { type: ['integer', 'null'] } as const;
/** A decimal number (hours, marks, weights) that may be NULL. */
export const num = { type: ['number', 'null'] } as const;
/** A yes/no the server decides (an action allowed, a state reached): always present. */
export const bool = { type: 'boolean' } as const;
/** A Y/N flag column declared NOT NULL. */
export const yesNo = { type: 'string', enum: ['Y', 'N'] } as const;

/** An object whose every listed field is always present (null when empty). */
export const record = <P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  }) as const;

export const listOf = <I extends object>(items: I) => ({ type: 'array', items }) as const;

/** The spec's paged list: `{ list, total }`. */
export const pageOf = <I extends object>(items: I) => record({ list: listOf(items), total: count });
