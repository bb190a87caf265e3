import { useEffect } from 'react';
import type { LanguageSetting } from '@core/shared/languages';
import { digestCalls } from '@schemas/core/digest';
import { call } from '../data/call';
import { languageSetting } from '../i18n';
import { storage } from '../storage';

/** The setting last kept on the server in this sign-in (storage.clear() at sign-out forgets it). */
const SAVED = 'LanguageSaved';

/**
 * Keeps the language the user chose on the server too (issue 39: the daily digest is written in
 * it). A failure is only logged: the device keeps the setting, and the next change or sign-in
 * sends it again.
 */
export function saveLanguageOnServer(setting: LanguageSetting) {
  call(digestCalls.saveLanguage, { language: setting })
    .then(() => storage.set(SAVED, setting))
    .catch((e: unknown) => console.error(e));
}

/** Once per sign-in: a language chosen before signing in (on the login page) reaches the server too. */
export function useServerLanguage() {
  useEffect(() => {
    const setting = languageSetting();
    if (storage.get(SAVED) !== setting) saveLanguageOnServer(setting);
  }, []);
}
