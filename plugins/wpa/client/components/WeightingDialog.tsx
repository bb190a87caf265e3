import { Callout, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { CountedTextArea } from '@core/client/ui/CountedTextArea';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { useTranslation } from 'react-i18next';
import { WPA_MAX } from '@schemas/wpa/limits';
import { useWeighting } from './weighting/useWeighting';
import { WeightingTable } from './weighting/WeightingTable';

/**
 * Adjust Weighting (spec 001 §2/§4): the accepted WPAs of the student module with their mark, an
 * override weight each (0 to 1, 3 decimals, 5 characters), the adjusted mark (override weight ×
 * mark) and the total out of 100 with 2 decimals; and the AS comment. Errors show in a toast
 * (001 §8), success as 'Save successfully.'.
 */
export function WeightingDialog({
  isOpen,
  studentModuleId,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  studentModuleId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('wpa');
  const w = useWeighting(isOpen, studentModuleId, onSaved);
  const { data, error, rows, comment } = w;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('weight.title')}
      style={{ width: 820, maxWidth: 'calc(100vw - 24px)' }}
    >
      <DialogBody>
        {error ? (
          <Callout intent="danger">{error.message}</Callout>
        ) : !data ? (
          <Spinner aria-label={t('common.loading')} />
        ) : !rows.length ? (
          <p>{t('weight.none')}</p>
        ) : (
          <>
            <WeightingTable w={w} />
            <CountedTextArea
              id="wpa-as-comment"
              label={t('weight.comment')}
              max={WPA_MAX.asComment}
              rows={3}
              value={comment}
              onChange={w.setComment}
            />
          </>
        )}
      </DialogBody>
      <ConfirmFooter
        confirmText={t('common.save')}
        pending={w.pending}
        disabled={!rows.length || !data?.canAdjust}
        onCancel={onClose}
        onConfirm={() => void w.save()}
      />
    </Dialog>
  );
}
