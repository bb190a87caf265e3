/**
 * The object schemas of the call payloads: a payload takes exactly the fields it lists, so a
 * misspelt or unexpected field is refused rather than ignored. Literals stay `as const` (the
 * `const` type parameters) so json-schema-to-ts keeps the screens' payload types.
 */
import { id } from './payloadParts.js';

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
