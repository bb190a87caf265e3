import { Button, Callout, DialogFooter } from '@blueprintjs/core';
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

/** A picker table's first column: one radio per row, the row picked by its id. */
export function pickColumn<T>(p: {
  field: keyof T & string;
  header: string;
  name: string;
  picked: number | null;
  idOf: (row: T) => number;
  labelOf: (row: T) => string;
  onPick: (id: number) => void;
}): DataGridColumn<T> {
  return {
    field: p.field,
    header: p.header,
    width: 90,
    render: (r) => (
      <input
        type="radio"
        name={p.name}
        checked={p.picked === p.idOf(r)}
        onChange={() => p.onPick(p.idOf(r))}
        aria-label={p.labelOf(r)}
      />
    ),
  };
}
