import { useTranslation } from 'react-i18next';
import { LabelTag } from '@core/client/ui/LabelTag';
import { statusIntent, type StatusKind } from '../labels';

/** A status by its code, in the language on and whole (issue 27). */
export function StatusTag({ kind, status }: { kind: StatusKind; status: string | null | undefined }) {
  const { t } = useTranslation('modules');
  if (!status) return null;
  return (
    <LabelTag intent={statusIntent(kind, status)} data-status={status}>
      {t(`${kind}.${status}`, { defaultValue: status })}
    </LabelTag>
  );
}
