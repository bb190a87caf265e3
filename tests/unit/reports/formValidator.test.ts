import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { RJSFSchema } from '@rjsf/utils';
import { precompiledValidatorsModule } from '@core/build/formValidators';
import { reportFilterSchemas } from '@core/build/reportFilterSchemas';

const { schemas } = reportFilterSchemas();
const byProperty = (name: string) => schemas.find((s) => name in (s.properties ?? {}))!;

// The client module adds its labels when loaded, as the app does once i18next has started.
let formValidator: typeof import('@core/client/ui/form/validator').formValidator;
beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: {} });
  ({ formValidator } = await import('@core/client/ui/form/validator'));
});

describe("the report forms' precompiled validators (@rjsf/validator-ajv8, built by core/build/formValidators.ts)", () => {
  it('every report definition has its validator, and good or empty values pass', () => {
    expect(schemas.length).toBeGreaterThan(5);
    for (const schema of schemas) {
      const v = formValidator(schema);
      expect(v.validateFormData({}, schema).errors).toEqual([]);
    }
    const student = byProperty('studentEntryYear');
    expect(formValidator(student).isValid(student, { studentAcctId: 'ab12', studentEntryYear: 2024 }, student)).toBe(
      true,
    );
  });

  it('reports maxLength, pattern, type, minimum and enum per field, in the language on', async () => {
    const student = byProperty('studentEntryYear');
    const v = formValidator(student);
    const { errors, errorSchema } = v.validateFormData(
      { studentAcctId: 'a;b', studentEntryYear: 1999.5, studentDept: -1, activeInd: 'X', studentName: 'x'.repeat(61) },
      student,
    );
    expect(errors.map((e) => `${e.property}:${e.name}`).sort()).toEqual(
      [
        '.activeInd:enum',
        '.studentAcctId:pattern',
        '.studentDept:minimum',
        '.studentEntryYear:type',
        '.studentName:maxLength',
      ].sort(),
    );
    expect((errorSchema as any).studentName.__errors).toEqual(['At most 60 characters.']);
    expect((errorSchema as any).studentEntryYear.__errors).toEqual(['Please enter a whole number.']);
    await i18next.changeLanguage('zh-Hant');
    const tc = v.validateFormData({ studentName: 'x'.repeat(61) }, student);
    expect(tc.errors[0]!.message).toBe('最多 60 個字元。');
    await i18next.changeLanguage('en');
  });

  it('a schema the build did not see is left to the server (no validator can be made without eval)', () => {
    const unknown: RJSFSchema = { type: 'object', properties: { x: { type: 'string', maxLength: 1 } } };
    expect(formValidator(unknown).validateFormData({ x: 'too long' }, unknown).errors).toEqual([]);
  });

  it('the module is plain code: no eval or Function, each schema in its own scope', () => {
    const code = precompiledValidatorsModule(schemas);
    expect(code).not.toMatch(/\beval\(|new Function|Function\(/);
    expect(code.match(/^\(function \(exports\) \{$/gm)).toHaveLength(schemas.length);
    expect(code).toContain('export default validators;');
  });
});
