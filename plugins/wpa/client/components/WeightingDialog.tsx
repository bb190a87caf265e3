import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Spinner, TextArea } from '@blueprintjs/core';
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
            <FormGroup
              label={t('weight.comment')}
              labelFor="wpa-as-comment"
              helperText={t('common.charsLeft', { n: WPA_MAX.asComment - comment.length })}
            >
              <TextArea
                id="wpa-as-comment"
                fill
                rows={3}
                maxLength={WPA_MAX.asComment}
                value={comment}
                onChange={(e) => w.setComment(e.currentTarget.value)}
              />
            </FormGroup>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              intent="primary"
              loading={w.pending}
              disabled={!rows.length || !data?.canAdjust}
              onClick={() => void w.save()}
            >
              {t('common.save')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
