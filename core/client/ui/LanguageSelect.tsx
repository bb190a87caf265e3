import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageSetting } from '@core/shared/languages';
import { languageSetting, setLanguage } from '../i18n';

/**
 * The interface language setting: EN, TC or SC (spec 000 §1), kept across visits on the device;
 * `onChosen` also hears a change (the shell keeps it on the server for the daily digest).
 */
export function LanguageSelect({ onChosen }: { onChosen?: (setting: LanguageSetting) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<LanguageSetting>(languageSetting());
  return (
    <HTMLSelect
      aria-label={t('common.language')}
      value={value}
      onChange={(e) => {
        const v = e.currentTarget.value as LanguageSetting;
        setValue(v);
        void setLanguage(v);
        onChosen?.(v);
      }}
      options={LANGUAGES.map((l) => ({ value: l.setting, label: l.name }))}
    />
  );
}
