import { useCallback, useState } from 'react';
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
import type { WidgetProps } from '@rjsf/utils';
import { call, type ReplyOf } from '@core/client/data/call';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { reportCalls } from '@schemas/reports/calls';

type ModuleRow = ReplyOf<typeof reportCalls.searchModule>['list'][number];

/** The module filter with its 'Module By Cohort' picker (radio, search by code and name). */
export function ModulePickerWidget({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [applied, setApplied] = useState({ moduleCode: '', moduleName: '' });
  const [key, setKey] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [fault, setFault] = useState<string | null>(null);

  // The modules of the selected cohort programme, which the call layer sends.
  const fetchPage = useCallback(
    (req: PageRequest, signal?: AbortSignal) =>
      call(reportCalls.searchModule, { ...applied, startRow: req.startRow, pageSize: req.pageSize }, { signal }),
    [applied],
  );

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
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('picker.title')} style={{ width: 760 }}>
        <DialogBody>
          {fault && (
            <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
              {fault}
            </Callout>
          )}
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
            <FormGroup label={t('picker.moduleCode')} labelFor="picker-code">
              <InputGroup id="picker-code" value={code} maxLength={30} onValueChange={setCode} />
            </FormGroup>
            <FormGroup label={t('picker.moduleName')} labelFor="picker-name">
              <InputGroup id="picker-name" value={name} maxLength={200} onValueChange={setName} />
            </FormGroup>
            <FormGroup>
              <Button
                intent="primary"
                text={t('search')}
                onClick={() => {
                  setApplied({ moduleCode: code, moduleName: name });
                  setKey((k) => k + 1);
                }}
              />
            </FormGroup>
          </div>
          <DataGrid<ModuleRow>
            label={t('picker.title')}
            reloadKey={key}
            fetchPage={fetchPage}
            columns={[
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
                    onChange={() => setPicked(r.moduleCode)}
                  />
                ),
              },
              { field: 'moduleCode', header: t('picker.moduleCode'), width: 160 },
              { field: 'moduleName', header: t('picker.moduleName'), width: 300 },
              { field: 'cohortYear', header: t('picker.cohort'), width: 120 },
            ]}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={() => setOpen(false)} />
              <Button
                intent="primary"
                text={t('ok')}
                onClick={() => {
                  if (!picked) {
                    setFault(t('picker.pleaseSelect'));
                    return;
                  }
                  setFault(null);
                  onChange(picked);
                  setOpen(false);
                }}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}
