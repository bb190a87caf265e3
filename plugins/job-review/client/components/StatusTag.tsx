import { useTranslation } from 'react-i18next';
import { LabelTag } from '@core/client/ui/LabelTag';
import { applStatusIntent, applStatusKey, jobStatusIntent, jobStatusKey } from '../labels';

// Labels by code through the locales (spec 000 §4), the whole text in every language (issue 27).

function StatusTag({
  status,
  intentOf,
  keyOf,
}: {
  status: string;
  intentOf: typeof jobStatusIntent;
  keyOf: (s: string) => string;
}) {
  const { t } = useTranslation('job-review');
  return (
    <LabelTag intent={intentOf(status)} data-status={status}>
      {t(keyOf(status), { defaultValue: status })}
    </LabelTag>
  );
}

export const JobStatusTag = ({ status }: { status: string }) => (
  <StatusTag status={status} intentOf={jobStatusIntent} keyOf={jobStatusKey} />
);

export const ApplStatusTag = ({ status }: { status: string }) => (
  <StatusTag status={status} intentOf={applStatusIntent} keyOf={applStatusKey} />
);
