import { useEffect, useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { formatDate } from '@core/client/format';
import { useCall } from '@core/client/data/useCall';
import { wpaCalls } from '@schemas/wpa/calls';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { updateOverrideWeight } from '../calls';
import type { AcceptedWpa } from '../types';
import { formatMark, formatWeight } from '../numbers';
import { WPA_MAX } from '@schemas/wpa/limits';
import { overrideWeightError } from '../../shared/formRules';
import { adjustedMark, totalMark } from '../../shared/marks';
import { useRuleMessage } from '../rules';

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
  const message = useRuleMessage();
  const { run, pending } = useClickGuard();
  const { data, error } = useCall(wpaCalls.searchAllAccepted, isOpen ? { studentModuleId } : null);
  const [weights, setWeights] = useState<Record<number, string>>({});
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);

  // The override as typed ('' when none: the default weight applies).
  const typed = (w: AcceptedWpa) => (w.overrideWeight === null ? '' : formatWeight(w.overrideWeight));
  useEffect(() => {
    if (!data) return;
    setWeights(Object.fromEntries(data.list.map((w) => [w.wpaApplId, typed(w)])));
    setComment(data.asComment ?? '');
    setTouched(false);
  }, [data]);

  const rows = data?.list ?? [];
  const faults = Object.fromEntries(rows.map((w) => [w.wpaApplId, overrideWeightError(weights[w.wpaApplId] ?? '')]));
  const override = (w: AcceptedWpa) => {
    const v = (weights[w.wpaApplId] ?? '').trim();
    return v === '' || faults[w.wpaApplId] ? null : Number(v);
  };
  // 001 §4/§9 with the area's arithmetic: adjusted = override weight × mark; total out of 100.
  const total = totalMark(rows.map((w) => ({ mark: w.mark, overrideWeight: override(w) })));

  const save = () =>
    run(async () => {
      setTouched(true);
      if (Object.values(faults).some(Boolean)) return;
      try {
        await updateOverrideWeight(
          studentModuleId,
          comment.trim(),
          rows.map((w) => ({
            wpaApplId: w.wpaApplId,
            overrideWeight: override(w),
            lastUpdatedDate: w.lastUpdatedDate,
          })),
        );
        void toast.success(t('rule.saved'));
        onSaved();
      } catch (e) {
        void toast.error(e instanceof ApiError ? message(e.message) : String(e));
      }
    });

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
            <div className="wpa-table-scroll">
              <table className="wpa-table" aria-label={t('weight.table')} data-testid="weighting">
                <thead>
                  <tr>
                    <th scope="col">{t('weight.company')}</th>
                    <th scope="col">{t('weight.period')}</th>
                    <th scope="col" className="wpa-num">
                      {t('weight.mark')}
                    </th>
                    <th scope="col" className="wpa-num">
                      {t('weight.weight')}
                    </th>
                    <th scope="col">{t('weight.override')}</th>
                    <th scope="col" className="wpa-num">
                      {t('weight.adjusted')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((w) => {
                    const fault = touched || weights[w.wpaApplId] !== typed(w) ? faults[w.wpaApplId] : null;
                    const a = adjustedMark(override(w) ?? w.weight, w.mark);
                    return (
                      <tr key={w.wpaApplId}>
                        <td>{w.companyName}</td>
                        <td>
                          {formatDate(w.periodStartDate)} – {formatDate(w.periodEndDate)}
                        </td>
                        <td className="wpa-num">{formatMark(w.mark)}</td>
                        <td className="wpa-num">{formatWeight(w.weight)}</td>
                        <td>
                          <FormGroup
                            className="wpa-weight-input"
                            intent={fault ? 'danger' : 'none'}
                            helperText={fault ? message(fault) : undefined}
                          >
                            <InputGroup
                              aria-label={`${t('weight.override')}: ${w.companyName ?? w.wpaApplId}`}
                              value={weights[w.wpaApplId] ?? ''}
                              placeholder={formatWeight(w.weight)}
                              maxLength={WPA_MAX.overrideWeightChars}
                              inputMode="decimal"
                              intent={fault ? 'danger' : 'none'}
                              aria-invalid={Boolean(fault)}
                              onValueChange={(v) => setWeights((m) => ({ ...m, [w.wpaApplId]: v }))}
                            />
                          </FormGroup>
                        </td>
                        <td className="wpa-num" data-testid={`adjusted-${w.wpaApplId}`}>
                          {a === null ? '—' : formatMark(a)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={5}>
                      {t('weight.total')}
                    </th>
                    <td className="wpa-num" data-testid="weighting-total">
                      <strong>{formatMark(total)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
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
                onChange={(e) => setComment(e.currentTarget.value)}
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
              loading={pending}
              disabled={!rows.length || !data?.canAdjust}
              onClick={() => void save()}
            >
              {t('common.save')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
