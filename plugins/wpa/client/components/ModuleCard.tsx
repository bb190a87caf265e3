import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ModuleSummary } from '../types';
import { Fields } from './Fields';

/** The module summary card at the head of WPA Management (spec 002 §2). */
export function ModuleCard({ module }: { module: ModuleSummary }) {
  const { t } = useTranslation('wpa');
  return (
    <Card className="wpa-card wpa-module-card" aria-label={t('module.title')}>
      <p className="wpa-module-name">
        {module.moduleCode} {module.moduleName}
      </p>
      <Fields
        rows={[
          [t('module.programme'), module.progTitle],
          [t('module.cohortYear'), module.cohortYear],
          [t('module.convener'), module.moduleConvenerName],
          [t('module.enrolled'), module.enrolled],
        ]}
      />
    </Card>
  );
}
