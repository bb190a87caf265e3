import { createContext, useContext } from 'react';
import { Button, Callout, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
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

/** A dropdown of ids with 'All' first (null). */
export function PickerIdSelect(p: {
  id: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  options: { value: number; label: string }[];
}) {
  const { t } = useTranslation('programmes');
  return (
    <FormGroup label={p.label} labelFor={p.id}>
      <HTMLSelect
        id={p.id}
        value={p.value ?? ''}
        onChange={(e) => p.onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        options={[{ value: '', label: t('picker.all') }, ...p.options]}
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
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t('picker.cancel')} onClick={onCancel} />
          <Button intent="primary" text={t('picker.confirm')} onClick={onConfirm} />
        </>
      }
    />
  );
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
export function pickColumn<T>(p: {
  field: keyof T & string;
  header: string;
  name: string;
  idOf: (row: T) => number;
  labelOf: (row: T) => string;
}): DataGridColumn<T> {
  return {
    field: p.field,
    header: p.header,
    width: 90,
    render: (r) => <PickRadio id={p.idOf(r)} name={p.name} label={p.labelOf(r)} />,
  };
}
