import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { applStatusIntent, applStatusKey, jobStatusIntent, jobStatusKey } from '../labels';

export function JobStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('job-review');
  return (
    <Tag intent={jobStatusIntent(status)} minimal round data-status={status}>
      {t(jobStatusKey(status))}
    </Tag>
  );
}

export function ApplStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('job-review');
  return (
    <Tag intent={applStatusIntent(status)} minimal round data-status={status}>
      {t(applStatusKey(status))}
    </Tag>
  );
}
