import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '@core/client/ui/tables/RecordTable';
import { WPA_MAX } from '@schemas/wpa/limits';
import type { AcceptedWpa } from '../../types';
import { formatMark, formatWeight } from '../../numbers';
import { adjustedMark } from '../../../shared/marks';
import { useRuleMessage } from '../../rules';
import { WPA_TABLE } from '../tableLook';
import { placementColumns } from '../wpaTableColumns';
import { typedWeight, type Weighting } from './useWeighting';

/** The accepted WPAs with their mark, weight, override and adjusted mark, and the total. */
export function WeightingTable({ w: x }: { w: Weighting }) {
  const { t } = useTranslation('wpa');
  const adjusted = (w: AcceptedWpa) => {
    const a = adjustedMark(x.override(w) ?? w.weight, w.mark);
    return a === null ? '—' : formatMark(a);
  };
  const c = placementColumns(t);
  const columns: RecordColumn<AcceptedWpa>[] = [
    c.company,
    c.period,
    c.mark,
    { header: t('weight.weight'), cell: (w) => formatWeight(w.weight), numeric: true },
    { header: t('weight.override'), cell: (w) => <OverrideInput w={w} x={x} /> },
    { header: t('weight.adjusted'), cell: adjusted, numeric: true, testId: (w) => `adjusted-${w.wpaApplId}` },
  ];
  return (
    <RecordTable
      look={WPA_TABLE}
      label={t('weight.table')}
      testId="weighting"
      rows={x.rows}
      columns={columns}
      footer={
        <tr>
          <th scope="row" colSpan={5}>
            {t('weight.total')}
          </th>
          <td className="wpa-num" data-testid="weighting-total">
            <strong>{formatMark(x.total)}</strong>
          </td>
        </tr>
      }
    />
  );
}

/** One accepted WPA's override weight; its fault shows once changed or after a save was tried. */
function OverrideInput({ w, x }: { w: AcceptedWpa; x: Weighting }) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const fault = x.touched || x.weights[w.wpaApplId] !== typedWeight(w) ? x.faults[w.wpaApplId] : null;
  return (
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
  );
}
