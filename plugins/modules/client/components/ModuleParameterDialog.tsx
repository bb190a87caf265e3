import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@core/client/ui/dates/DateField';
import { errorText } from '../errors';
import { formatDate, isoDate } from '@core/client/format';
import { useCall } from '@core/client/data/useCall';
import { modulesCalls } from '@schemas/modules/calls';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { updateCohortModule } from '../calls';
import { MODULE_LIMITS } from '@schemas/modules/limits';
import { hoursFault, moduleDateFaults, tooManyAssignments, type Fault } from '../../shared';
import type { CohortModuleAssign, ModuleDetail } from '../types';
import { AssignmentForm } from './AssignmentForm';
import { NumberText } from './NumberText';
import { StatusTag } from './StatusTag';

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const GUARD_MS = 1000;
const MAX_ASSIGNMENTS = MODULE_LIMITS.maxAssignments;

/**
 * The module-parameter dialog (spec 002 §5, MC only): the module's hours and dates, and its
 * assignments (up to 10), each edited in the same dialog.
 */
export default function ModuleParameterDialog({
  module: m,
  onClose,
  onSaved,
}: {
  module: ModuleDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('modules');
  const [editing, setEditing] = useState<CohortModuleAssign | 'new' | null>(null);
  const assigns = useCall(modulesCalls.searchAssign, { cohortModuleId: m.cohortModuleId });
  const list = assigns.data ?? [];
  const full = tooManyAssignments(list.length);
  return (
    <Dialog isOpen onClose={onClose} title={t('params.title')} className="mod-dialog-wide">
      <DialogBody>
        {editing ? (
          <AssignmentForm
            cohortModuleId={m.cohortModuleId}
            assign={editing === 'new' ? null : editing}
            taken={list.filter((a) => a !== editing).map((a) => a.assignSeq)}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              assigns.reload();
              onSaved();
            }}
          />
        ) : (
          <>
            <ParametersForm module={m} onSaved={onSaved} />
            <section aria-labelledby="mod-assign-list" className="mod-section">
              <div className="mod-card-head">
                <h3 id="mod-assign-list">{t('params.assignments', { n: list.length, max: MAX_ASSIGNMENTS })}</h3>
                <Button icon="add" disabled={Boolean(full) || assigns.loading} onClick={() => setEditing('new')}>
                  {t('params.addAssign')}
                </Button>
              </div>
              {full && <p className="mod-muted">{t(`rule.${full}`)}</p>}
              {list.length === 0 ? (
                <p className="mod-muted">{assigns.loading ? t('common.loading') : t('common.noRecord')}</p>
              ) : (
                <div className="mod-table-wrap">
                  <HTMLTable compact striped className="mod-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('field.assignSeq')}</th>
                        <th scope="col">{t('field.assignName')}</th>
                        <th scope="col" className="mod-num">
                          {t('field.weighting')}
                        </th>
                        <th scope="col">{t('field.deadline')}</th>
                        <th scope="col">{t('field.status')}</th>
                        <th scope="col">{t('field.useTurnitin')}</th>
                        <th scope="col">{t('field.action')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((a) => (
                        <tr key={a.assignSeq}>
                          <td>{a.assignSeq}</td>
                          <td>{a.assignName}</td>
                          <td className="mod-num">{a.assignWeight}</td>
                          <td>{formatDate(a.assignDeadline)}</td>
                          <td>
                            <StatusTag kind="activeInd" status={a.activeInd} />
                          </td>
                          <td>{a.turnitinReqInd === 'Y' ? t('common.yes') : t('common.no')}</td>
                          <td>
                            <Button
                              variant="minimal"
                              icon="edit"
                              onClick={() => setEditing(a)}
                              aria-label={t('params.editAssignOf', { name: a.assignName })}
                            >
                              {t('common.edit')}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                </div>
              )}
            </section>
          </>
        )}
      </DialogBody>
      {!editing && <DialogFooter actions={<Button onClick={onClose}>{t('common.close')}</Button>} />}
    </Dialog>
  );
}

/** The module's hours and dates (spec 002 §5 'Module parameters'). */
function ParametersForm({ module: m, onSaved }: { module: ModuleDetail; onSaved: () => void }) {
  const { t } = useTranslation('modules');
  const guard = useClickGuard(GUARD_MS);
  const [curriculum, setCurriculum] = useState(text(m.curriculumHours));
  const [other, setOther] = useState(text(m.otherLearningTrainingHours));
  const [commence, setCommence] = useState(isoDate(m.expectedCommenceDate));
  const [end, setEnd] = useState(isoDate(m.expectedEndDate));
  const [markDisplay, setMarkDisplay] = useState(isoDate(m.markDisplayDate));
  const [wpaDisplay, setWpaDisplay] = useState(isoDate(m.wpaDisplayDate));
  const [wpaMarkDisplay, setWpaMarkDisplay] = useState(isoDate(m.wpaMarkDisplayDate));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [lastUpdatedDate, setLastUpdatedDate] = useState(m.lastUpdatedDate);
  const dates = moduleDateFaults(commence, end);
  const faults: Record<string, Fault> = {
    curriculum: hoursFault(curriculum),
    other: hoursFault(other),
    commence: dates.commence,
    end: dates.end,
  };
  const shown = (name: string) => (touched[name] ? faults[name] : null);
  const touch = (...names: string[]) =>
    setTouched((x) => ({ ...x, ...Object.fromEntries(names.map((n) => [n, true])) }));
  const message = (f: Fault) => (f ? t(`rule.${f}`) : undefined);

  const save = () => {
    touch(...Object.keys(faults));
    if (Object.values(faults).some(Boolean)) return;
    return guard.run(async () => {
      try {
        const saved = await updateCohortModule({
          cohortModuleId: m.cohortModuleId,
          // As typed: the server applies the same rules to the text (plugins/modules/shared).
          curriculumHours: curriculum.trim() === '' ? null : curriculum.trim(),
          otherLearningTrainingHours: other.trim() === '' ? null : other.trim(),
          expectedCommenceDate: commence,
          expectedEndDate: end,
          markDisplayDate: markDisplay || null,
          wpaDisplayDate: wpaDisplay || null,
          wpaMarkDisplayDate: wpaMarkDisplay || null,
          lastUpdatedDate,
        });
        setLastUpdatedDate(saved.lastUpdatedDate);
        void toast.success(t('common.saved'));
        onSaved();
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });
  };

  const hoursField = (id: string, name: string, label: string, value: string, set: (v: string) => void) => (
    <FormGroup label={label} labelFor={id} intent={shown(name) ? 'danger' : 'none'} helperText={message(shown(name))}>
      <NumberText
        id={id}
        value={value}
        maxLength={7}
        intent={shown(name) ? 'danger' : 'none'}
        aria-invalid={Boolean(shown(name))}
        onValueChange={set}
        onBlur={() => touch(name)}
      />
    </FormGroup>
  );
  const dateField = (
    id: string,
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
    required = false,
  ) => (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? t('common.required') : undefined}
      intent={shown(name) ? 'danger' : 'none'}
      helperText={message(shown(name))}
    >
      <DateField
        id={id}
        value={value}
        intent={shown(name) ? 'danger' : 'none'}
        invalid={Boolean(shown(name))}
        required={required}
        // Each date re-validates the other (spec 002 §5).
        onChange={(v) => {
          set(v);
          if (required) touch('commence', 'end');
        }}
        onBlur={() => touch(name)}
      />
    </FormGroup>
  );

  return (
    <form
      aria-labelledby="mod-params-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id="mod-params-form">{t('params.module')}</h3>
      <div className="mod-form-grid">
        {hoursField('mod-curriculum', 'curriculum', t('field.curriculumHours'), curriculum, setCurriculum)}
        {hoursField('mod-other', 'other', t('field.otherHours'), other, setOther)}
        {dateField('mod-commence', 'commence', t('field.commenceDate'), commence, setCommence, true)}
        {dateField('mod-end', 'end', t('field.endDate'), end, setEnd, true)}
        {dateField('mod-mark-display', 'markDisplay', t('field.markDisplayDate'), markDisplay, setMarkDisplay)}
        {dateField('mod-wpa-display', 'wpaDisplay', t('field.wpaDisplayDate'), wpaDisplay, setWpaDisplay)}
        {dateField(
          'mod-wpa-mark-display',
          'wpaMarkDisplay',
          t('field.wpaMarkDisplayDate'),
          wpaMarkDisplay,
          setWpaMarkDisplay,
        )}
      </div>
      <div className="mod-form-actions">
        <Button type="submit" intent="primary" icon="floppy-disk" loading={guard.pending}>
          {t('params.saveModule')}
        </Button>
      </div>
    </form>
  );
}
