import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayloadOf } from '@core/client/data/call';
import type { wpaCalls } from '@schemas/wpa/calls';
import { WPA_MSG } from '@schemas/wpa/limits';
import { formModel } from './form/formModel';
import { FORM_FIELD_NAMES } from './form/wpaFields';
import type { WpaFormValues } from './form/WpaFormFields';

/**
 * What the screens add to the area's rules (plugins/wpa/shared, the ones the server applies): the
 * spec's messages in the user's language, and the offline form's values as the insert call's model.
 */

type MsgKey = Exclude<keyof typeof WPA_MSG, 'tooLong'>;
const KEY_OF = new Map<string, MsgKey>(
  (Object.entries(WPA_MSG) as [MsgKey, unknown][])
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => [v as string, k]),
);

/**
 * A rule's or the server's English message in the user's language: the spec's words are keyed by
 * their WPA_MSG name in the locales ('rule.<name>'); any other message shows as it came.
 */
export function useRuleMessage() {
  const { t } = useTranslation('wpa');
  return useCallback(
    (msg: string) =>
      // The server joins several messages with ';' (spec 000 §5's message lists).
      msg
        .split(';')
        .map((m) => m.trim())
        .filter(Boolean)
        .map((m) => {
          const key = KEY_OF.get(m);
          return key ? t(`rule.${key}`, { defaultValue: m }) : m;
        })
        .join(' '),
    [t],
  );
}

type InsertModel = PayloadOf<typeof wpaCalls.insert>;

/** The offline form's values as the insert call's model: numbers as numbers, empty as null. */
export function offlineModel(studentModuleId: number, v: WpaFormValues): InsertModel {
  return { studentModuleId, ...formModel(FORM_FIELD_NAMES, v) } as InsertModel;
}
