import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCall } from '@core/client/data/useCall';
import { modulesCalls } from '@schemas/modules/calls';
import { MODULE_LIMITS } from '@schemas/modules/limits';
import { tooManyAssignments } from '../../shared';
import type { CohortModuleAssign, ModuleDetail } from '../types';
import { AssignmentForm } from './AssignmentForm';
import { AssignmentTable } from './params/AssignmentTable';
import { ParametersForm } from './params/ParametersForm';

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
                <AssignmentTable list={list} onEdit={setEditing} />
              )}
            </section>
          </>
        )}
      </DialogBody>
      {!editing && <DialogFooter actions={<Button onClick={onClose}>{t('common.close')}</Button>} />}
    </Dialog>
  );
}
