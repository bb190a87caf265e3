import { describe, expect, it } from 'vitest';
import { formFaults, formValidator } from '@core/client/ui/form/validator';

const schema = {
  type: 'object' as const,
  properties: {
    id: { type: 'string' as const, maxLength: 5, pattern: '^[A-Za-z0-9]*$' },
    year: { type: 'integer' as const, minimum: 2000 },
    status: { type: 'string' as const, enum: ['Y', 'N'] },
    from: { type: 'string' as const, format: 'date' },
  },
};

describe('the eval-free RJSF validator of the Blueprint theme', () => {
  it('accepts good and empty values', () => {
    expect(formFaults(schema, { id: 'ab12', year: 2024, status: 'Y', from: '2025-01-31' })).toEqual([]);
    expect(formFaults(schema, {})).toEqual([]);
    expect(formValidator.isValid(schema, { id: '' }, schema)).toBe(true);
  });
  it('reports maxLength, pattern, type, minimum, enum and date per field', () => {
    const faults = formFaults(schema, { id: 'a-b;cdef', year: 1999.5, status: 'X', from: '31/01/2025' });
    expect(faults.map((f) => `${f.field}:${f.keyword}`).sort()).toEqual(
      ['from:format', 'id:maxLength', 'id:pattern', 'status:enum', 'year:minimum', 'year:type'].sort(),
    );
    const { errorSchema, errors } = formValidator.validateFormData({ id: 'a;' }, schema);
    expect(errors).toHaveLength(1);
    expect((errorSchema as any).id.__errors[0]).toMatch(/not allowed/);
  });
});
