import type {
  CustomValidator,
  ErrorSchema,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';

/**
 * A small RJSF validator without code generation: the server's CSP forbids eval, so
 * @rjsf/validator-ajv8's runtime compilation cannot run in the browser. It checks the keywords
 * the filter forms use (type, maxLength, minLength, pattern, enum, minimum, maximum, format date)
 * on a flat object; the server validates every payload again with ajv.
 */
type Prop = RJSFSchema & { format?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface FieldFault {
  field: string;
  keyword: string;
  message: string;
}

/** The faults of a flat form value against an object schema. */
export function formFaults(schema: RJSFSchema, data: Record<string, unknown> | undefined): FieldFault[] {
  const faults: FieldFault[] = [];
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const value = data ?? {};
  for (const name of (schema.required ?? []) as string[]) {
    if (value[name] === undefined || value[name] === '' || value[name] === null) {
      faults.push({ field: name, keyword: 'required', message: 'This field is required.' });
    }
  }
  for (const [name, p] of Object.entries(props)) {
    const v = value[name];
    if (v === undefined || v === null || v === '') continue;
    const add = (keyword: string, message: string) => faults.push({ field: name, keyword, message });
    if (p.type === 'integer' && !(typeof v === 'number' && Number.isInteger(v)))
      add('type', 'Please enter a whole number.');
    else if (p.type === 'number' && typeof v !== 'number') add('type', 'Please enter a number.');
    else if (p.type === 'string' && typeof v !== 'string') add('type', 'Please enter text.');
    if (typeof v === 'string') {
      if (p.maxLength !== undefined && [...v].length > p.maxLength)
        add('maxLength', `At most ${p.maxLength} characters.`);
      if (p.minLength !== undefined && [...v].length < p.minLength)
        add('minLength', `At least ${p.minLength} characters.`);
      if (p.pattern && !new RegExp(p.pattern, 'u').test(v))
        add('pattern', 'This value has characters that are not allowed.');
      if (p.format === 'date' && !DATE.test(v)) add('format', 'Please enter a date.');
    }
    if (typeof v === 'number') {
      if (p.minimum !== undefined && v < p.minimum) add('minimum', `At least ${p.minimum}.`);
      if (p.maximum !== undefined && v > p.maximum) add('maximum', `At most ${p.maximum}.`);
    }
    if (Array.isArray(p.enum) && !p.enum.includes(v as never)) add('enum', 'Please choose one of the options.');
  }
  return faults;
}

function toErrors(faults: FieldFault[]): { errors: RJSFValidationError[]; errorSchema: ErrorSchema } {
  const errorSchema: Record<string, { __errors: string[] }> = {};
  const errors = faults.map((f) => {
    (errorSchema[f.field] ??= { __errors: [] }).__errors.push(f.message);
    return {
      name: f.keyword,
      property: `.${f.field}`,
      message: f.message,
      stack: `${f.field} ${f.message}`,
      schemaPath: '',
    };
  });
  return { errors, errorSchema: errorSchema as ErrorSchema };
}

export const formValidator: ValidatorType = {
  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const { errors: raw, errorSchema } = toErrors(formFaults(schema, formData as Record<string, unknown>));
    const errors = transformErrors ? transformErrors(raw, uiSchema) : raw;
    if (!customValidate) return { errors, errorSchema };
    const custom = customValidate(formData, {} as never, uiSchema) as unknown as Record<
      string,
      { __errors?: string[] }
    >;
    const extra: RJSFValidationError[] = [];
    for (const [field, v] of Object.entries(custom ?? {})) {
      for (const message of v?.__errors ?? []) {
        extra.push({ property: `.${field}`, message, stack: `${field} ${message}` });
        const slot = ((errorSchema as Record<string, { __errors: string[] }>)[field] ??= { __errors: [] });
        slot.__errors.push(message);
      }
    }
    return { errors: [...errors, ...extra], errorSchema };
  },
  isValid(schema: RJSFSchema, formData: unknown) {
    return formFaults(schema, formData as Record<string, unknown>).length === 0;
  },
  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown) {
    return { errors: formFaults(schema, formData as Record<string, unknown>) as unknown as Result[] };
  },
};
