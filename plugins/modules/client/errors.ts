import type { TFunction } from 'i18next';
import { ApiError } from '@core/client/api';
import { MODULE_MESSAGES } from '@schemas/modules/limits';

/** English message → its rule key (the server answers the shared rules' words, joined with ';'). */
const byText = new Map(Object.entries(MODULE_MESSAGES).map(([k, v]) => [v.trim(), k]));

/**
 * A refusal in the language on: the server writes the module area's rule messages in English
 * (plugins/modules/shared); each one the locales know is shown translated, anything else as sent.
 */
export function errorText(t: TFunction, e: unknown): string {
  const message = e instanceof ApiError ? e.message : String(e);
  return message
    .split(';')
    .map((part) => {
      const key = byText.get(part.trim());
      return key ? t(`modules:rule.${key}`) : part;
    })
    .join(' ');
}
