import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Radio,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { WidgetProps } from '@rjsf/utils';
import { call, type ReplyOf } from '@core/client/data/call';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { reportCalls } from '@schemas/reports/calls';

type ModuleRow = ReplyOf<typeof reportCalls.searchModule>['list'][number];
type ModuleFilters = { moduleCode: string; moduleName: string };

/** The module filter with its 'Module By Cohort' picker (radio, search by code and name). */
export function ModulePickerWidget({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <div style={{ display: 'flex', gap: 4 }}>
        <InputGroup
          id={id}
          value={typeof value === 'string' ? value : ''}
          maxLength={30}
          disabled={disabled}
          onValueChange={(v) => onChange(v === '' ? undefined : v)}
        />
        <Button
          icon="search-template"
          disabled={disabled}
          onClick={() => setOpen(true)}
          aria-label={t('picker.open')}
        />
      </div>
      <ModulePickerDialog isOpen={open} onClose={() => setOpen(false)} onPick={onChange} />
    </>
  );
}

/** The search's fields: the label is picker.<name>. */
const SEARCH_FIELDS = [
  { name: 'moduleCode', id: 'picker-code', maxLength: 30 },
  { name: 'moduleName', id: 'picker-name', maxLength: 200 },
] as const;

/** Module code and name with Search, which applies them. */
function ModuleSearchFields({
  draft,
  setDraft,
  onSearch,
}: {
  draft: ModuleFilters;
  setDraft: (f: ModuleFilters) => void;
  onSearch: () => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
      {SEARCH_FIELDS.map(({ name, id, maxLength }) => (
        <FormGroup key={name} label={t(`picker.${name}`)} labelFor={id}>
          <InputGroup
            id={id}
            value={draft[name]}
            maxLength={maxLength}
            onValueChange={(v) => setDraft({ ...draft, [name]: v })}
          />
        </FormGroup>
      ))}
      <FormGroup>
        <Button intent="primary" text={t('search')} onClick={onSearch} />
      </FormGroup>
    </div>
  );
}

/** The table: a radio by module code, then code, name and cohort. */
function moduleColumns(
  t: TFunction<'reports'>,
  picked: string | null,
  onPick: (code: string) => void,
): DataGridColumn<ModuleRow>[] {
  return [
    {
      field: 'cohortModuleId',
      header: t('picker.select'),
      width: 90,
      render: (r) => (
        <Radio
          className={Classes.INLINE}
          aria-label={r.moduleCode}
          name="module-pick"
          checked={picked === r.moduleCode}
          onChange={() => onPick(r.moduleCode)}
        />
      ),
    },
    { field: 'moduleCode', header: t('picker.moduleCode'), width: 160 },
    { field: 'moduleName', header: t('picker.moduleName'), width: 300 },
    { field: 'cohortYear', header: t('picker.cohort'), width: 120 },
  ];
}

function ModulePickerDialog({
  isOpen,
  onClose,
  onPick,
}: {
  isOpen: boolean;
  onClose: () => void;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState<ModuleFilters>({ moduleCode: '', moduleName: '' });
  const [applied, setApplied] = useState<ModuleFilters>(draft);
  const [key, setKey] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [fault, setFault] = useState<string | null>(null);
  // The modules of the selected cohort programme, which the call layer sends.
  const fetchPage = useCallback(
    (req: PageRequest, signal?: AbortSignal) =>
      call(reportCalls.searchModule, { ...applied, startRow: req.startRow, pageSize: req.pageSize }, { signal }),
    [applied],
  );
  const columns = useMemo(() => moduleColumns(t, picked, setPicked), [t, picked]);
  const confirm = () => {
    if (!picked) {
      setFault(t('picker.pleaseSelect'));
      return;
    }
    setFault(null);
    onPick(picked);
    onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('picker.title')} style={{ width: 760 }}>
      <DialogBody>
        {fault && (
          <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
            {fault}
          </Callout>
        )}
        <ModuleSearchFields
          draft={draft}
          setDraft={setDraft}
          onSearch={() => {
            setApplied(draft);
            setKey((k) => k + 1);
          }}
        />
        <DataGrid<ModuleRow> label={t('picker.title')} reloadKey={key} fetchPage={fetchPage} columns={columns} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" text={t('ok')} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
