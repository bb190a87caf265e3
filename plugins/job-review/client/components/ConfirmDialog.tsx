import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { YesNoDialog, type YesNoQuestion } from '@core/client/ui/dialog/YesNoDialog';

/** A Yes/No question (the deadline notice, spec 000 §4). */
export function ConfirmDialog({ message, ...question }: YesNoQuestion & { message: string }) {
  const { t } = useTranslation('job-review');
  return (
    <YesNoDialog {...question} title={t('dialog.warningTitle')} icon="warning-sign" intent="danger">
      <p>
        <Icon icon="warning-sign" intent="warning" /> {message}
      </p>
    </YesNoDialog>
  );
}
