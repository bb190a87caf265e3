import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { formatHours } from '../numbers';
import type { CohortModule } from '../types';
import { StatusTag } from './StatusTag';

/** A figure of a card: shown only when the answer carries it. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value === undefined || value === null || value === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A module card's head: code, name and status (the title the card is labelled by), and its actions. */
export function ModuleCardHead({ module: m, actions }: { module: CohortModule; actions?: ReactNode }) {
  return (
    <div className="mod-card-head">
      <h2 id="mod-module-title">
        <span className="mod-card-code">{m.moduleCode}</span> {m.moduleName}
      </h2>
      <StatusTag kind="moduleStatus" status={m.status} />
      {actions && <div className="mod-card-actions">{actions}</div>}
    </div>
  );
}

type Schedule = Pick<
  CohortModule,
  'curriculumHours' | 'otherLearningTrainingHours' | 'expectedCommenceDate' | 'expectedEndDate'
>;

/** A module's hours and dates, in the module card and the Assignment list's parameters. */
export function ModuleScheduleFacts({ module: m }: { module: Schedule }) {
  const { t } = useTranslation('modules');
  return (
    <>
      <Fact label={t('field.curriculumHours')} value={formatHours(m.curriculumHours)} />
      <Fact label={t('field.otherHours')} value={formatHours(m.otherLearningTrainingHours)} />
      <Fact label={t('field.commenceDate')} value={formatDate(m.expectedCommenceDate)} />
      <Fact label={t('field.endDate')} value={formatDate(m.expectedEndDate)} />
    </>
  );
}

/** The module card of the summary screens (spec 002 §2): the module, its programme, year, status and parameters. */
export function ModuleCard({ module: m, actions }: { module: CohortModule; actions?: ReactNode }) {
  const { t } = useTranslation('modules');
  return (
    <Card className="mod-card" aria-labelledby="mod-module-title">
      <ModuleCardHead module={m} actions={actions} />
      <dl className="mod-facts">
        <Fact label={t('field.academicYear')} value={m.cohortYear} />
        <Fact label={t('field.programme')} value={m.progTitle} />
        <Fact label={t('field.moduleConvener')} value={m.moduleConvenerName} />
        <ModuleScheduleFacts module={m} />
      </dl>
    </Card>
  );
}
