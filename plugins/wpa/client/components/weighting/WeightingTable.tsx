import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { WPA_MAX } from '@schemas/wpa/limits';
import type { AcceptedWpa } from '../../types';
import { formatMark, formatWeight } from '../../numbers';
import { adjustedMark } from '../../../shared/marks';
import { useRuleMessage } from '../../rules';
import { typedWeight, type Weighting } from './useWeighting';

/** The accepted WPAs with their mark, weight, override and adjusted mark, and the total. */
export function WeightingTable({ w: x }: { w: Weighting }) {
  const { t } = useTranslation('wpa');
  return (
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
          {x.rows.map((w) => (
            <WeightingRow key={w.wpaApplId} w={w} x={x} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {t('weight.total')}
            </th>
            <td className="wpa-num" data-testid="weighting-total">
              <strong>{formatMark(x.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One accepted WPA; its override's fault shows once changed or after a save was tried. */
function WeightingRow({ w, x }: { w: AcceptedWpa; x: Weighting }) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const fault = x.touched || x.weights[w.wpaApplId] !== typedWeight(w) ? x.faults[w.wpaApplId] : null;
  const a = adjustedMark(x.override(w) ?? w.weight, w.mark);
  return (
    <tr>
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
            value={x.weights[w.wpaApplId] ?? ''}
            placeholder={formatWeight(w.weight)}
            maxLength={WPA_MAX.overrideWeightChars}
            inputMode="decimal"
            intent={fault ? 'danger' : 'none'}
            aria-invalid={Boolean(fault)}
            onValueChange={(v) => x.setWeight(w.wpaApplId, v)}
          />
        </FormGroup>
      </td>
      <td className="wpa-num" data-testid={`adjusted-${w.wpaApplId}`}>
        {a === null ? '—' : formatMark(a)}
      </td>
    </tr>
  );
}
