import { createContext, useContext } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import type { TFunction } from 'i18next';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { useTranslation } from 'react-i18next';

/** Search and Reset under a picker's filters; Reset clears the filters and searches again. */
export function PickerSearchButtons({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('programmes');
  return (
    <div className="picker-actions">
      <Button type="submit" intent="primary" icon="search" text={t('picker.search')} />
      <Button text={t('picker.reset')} onClick={onReset} />
    </div>
  );
}

type TextFilter = 'deptCode' | 'progCode' | 'progTitle';

/** A text filter bound to one field of the draft, labelled by the field's name. */
export function PickerText<F extends Partial<Record<TextFilter, string>>>(p: {
  field: TextFilter;
  id: string;
  max: number;
  draft: F;
  setDraft: (f: F) => void;
}) {
  const { t } = useTranslation('programmes');
  return (
    <FormGroup label={t(`picker.${p.field}`)} labelFor={p.id}>
      <InputGroup
        id={p.id}
        maxLength={p.max}
        value={p.draft[p.field] ?? ''}
        onValueChange={(v) => p.setDraft({ ...p.draft, [p.field]: v })}
      />
    </FormGroup>
  );
}

export function PickerError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Callout intent="danger" role="alert" className="picker-error">
      {error}
    </Callout>
  );
}

export function PickerFooter({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('programmes');
  return <ConfirmFooter confirmText={t('picker.confirm')} onCancel={onCancel} onConfirm={onConfirm} />;
}

/** The picked row's id and how to pick one, for the radios of the picker's table. */
export const PickContext = createContext<{ picked: number | null; onPick: (id: number) => void }>({
  picked: null,
  onPick: () => undefined,
});

function PickRadio({ id, name, label }: { id: number; name: string; label: string }) {
  const { picked, onPick } = useContext(PickContext);
  return <input type="radio" name={name} checked={picked === id} onChange={() => onPick(id)} aria-label={label} />;
}

/**
 * A picker table's first column: one radio per row, the row picked by its id. The radio reads the
 * pick from PickContext, so picking does not change the columns: the grid would otherwise replace
 * the cell under the click (and a click landing while it does is lost).
 */
export function pickColumn<T>(
  t: TFunction<'programmes'>,
  field: { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string,
  name: string,
  nameOf: (row: T) => string,
): DataGridColumn<T> {
  return {
    field,
    header: t('picker.select'),
    width: 90,
    render: (r) => <PickRadio id={r[field] as number} name={name} label={t('picker.selectRow', { name: nameOf(r) })} />,
  };
}
