import { createPrecompiledValidator, type Localizer, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import i18next from 'i18next';
import precompiled from 'virtual:wil-form-validators';
import { addLabels } from '../../i18n';
import en from './locales/en.json';
import zhHant from './locales/zh-Hant.json';
import zhHans from './locales/zh-Hans.json';

// The forms' messages come with the forms (namespace 'form'), not with every page's labels.
let labelled = false;
function addFormLabels() {
  if (labelled) return;
  labelled = true;
  addLabels({ en: { form: en }, 'zh-Hant': { form: zhHant }, 'zh-Hans': { form: zhHans } });
}

const KEYWORDS = new Set(['required', 'maxLength', 'minLength', 'pattern', 'minimum', 'maximum', 'enum', 'format']);

/** The label of one ajv error: by its keyword, a wrong type by the type asked for. */
function messageKey(keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'type') return params.type === 'integer' || params.type === 'number' ? params.type : 'type';
  return KEYWORDS.has(keyword) ? keyword : 'other';
}

/** ajv's English messages replaced by the form's labels in the language on (i18next). */
export const localizeErrors: Localizer = (errors) => {
  for (const e of errors ?? []) {
    e.message = i18next.t(`form:${messageKey(e.keyword, e.params as Record<string, unknown>)}`, {
      limit: (e.params as { limit?: unknown }).limit,
    });
  }
};

/**
 * A schema the build did not see (a report definition added to a deployment's config after its
 * client was built) has no precompiled validator, and none can be made here without eval: its
 * form is sent as it is, and the server, which checks every payload, answers VALIDATION.
 */
const serverChecks: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};

/**
 * The validator of one form schema: its precompiled validator (core/build/formValidators.ts,
 * from the schemas the build read), with the messages in the language on. Pass the schema as
 * the build read it: titles and widgets go in the uiSchema, or the hash no longer matches.
 */
export function formValidator(schema: RJSFSchema): ValidatorType {
  addFormLabels();
  const fns = precompiled as ValidatorFunctions;
  return fns[hashForSchema(schema)] ? createPrecompiledValidator(fns, schema, localizeErrors) : serverChecks;
}
