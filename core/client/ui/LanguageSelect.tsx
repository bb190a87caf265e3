import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { languageSetting, setLanguage, type LanguageSetting } from '../i18n';

/** The interface language setting: EN, TC or SC (spec 000 §1), kept across visits. */
export function LanguageSelect() {
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
      }}
      options={[
        { value: 'EN', label: 'English' },
        { value: 'TC', label: '繁體中文' },
        { value: 'SC', label: '简体中文' },
      ]}
    />
  );
}
