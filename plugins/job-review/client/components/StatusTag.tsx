import { useTranslation } from 'react-i18next';
import { LabelTag } from '@core/client/ui/LabelTag';
import { applStatusIntent, applStatusKey, jobStatusIntent, jobStatusKey } from '../labels';

// Labels by code through the locales (spec 000 §4), the whole text in every language (issue 27).

export function JobStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('job-review');
  return (
    <LabelTag intent={jobStatusIntent(status)} data-status={status}>
      {t(jobStatusKey(status), { defaultValue: status })}
    </LabelTag>
  );
}

export function ApplStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('job-review');
  return (
    <LabelTag intent={applStatusIntent(status)} data-status={status}>
      {t(applStatusKey(status), { defaultValue: status })}
    </LabelTag>
  );
}
