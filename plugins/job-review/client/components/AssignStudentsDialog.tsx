import { useCallback, useEffect, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { searchStudentList } from '../calls';
import { studentName } from '../labels';
import type { AssignedStudent, Candidate } from '../types';

/** Removes duplicates by assignToUserId, keeping the first (spec 000 §5). */
export function dedupeStudents(list: AssignedStudent[]): AssignedStudent[] {
  const seen = new Set<number>();
  return list.filter((s) => (seen.has(s.assignToUserId) ? false : (seen.add(s.assignToUserId), true)));
}

const toAssigned = (r: Candidate): AssignedStudent => ({
  assignToUserId: r.assignToUserId,
  assignUserType: 'ACADEMIC',
  firstName: r.firstName,
  lastName: r.lastName,
  studentAcctId: r.studentAcctId,
  studentPhoto: r.studentPhoto,
});

/** The comma-separated student search: found students join the list, the rest stay named. */
function useStudentSearch(jobId: number | undefined, add: (found: AssignedStudent[]) => void) {
  const [query, setQuery] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const search = async () => {
    if (!query.trim()) return;
    setBusy(true);
    try {
      // The server splits the comma-separated entries and names the ones matching no student.
      const r = await searchStudentList(query, jobId);
      const bad = r.invalidList ?? [];
      setInvalid(bad);
      add(r.list.map(toAssigned));
      setQuery(bad.join(', '));
    } catch (e) {
      void toast.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const clear = useCallback(() => {
    setQuery('');
    setInvalid([]);
  }, []);
  return { query, setQuery, invalid, busy, search, clear };
}

/** The chosen students as tags, each with its remove button. */
function StudentTags({ list, onRemove }: { list: AssignedStudent[]; onRemove: (id: number) => void }) {
  const { t } = useTranslation('job-review');
  return (
    <ul className="jr-tags" aria-label={t('assign.selected')}>
      {list.map((s) => (
        <li key={s.assignToUserId}>
          <Tag large>
            {s.studentAcctId ? `${s.studentAcctId} ` : ''}
            {studentName(s)}
          </Tag>
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label={t('assign.remove', { name: studentName(s) })}
            onClick={() => onRemove(s.assignToUserId)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The 'Assigned Students' dialog (spec 000 §2, §5): a comma-separated search by student ID or
 * name (academicHome/searchStudentList); entries matching no student are named as invalid.
 */
export function AssignStudentsDialog({
  isOpen,
  initial,
  jobId,
  onSave,
  onClose,
}: {
  isOpen: boolean;
  initial: AssignedStudent[];
  /** The post whose programme's students are searched; none: the selected programme's. */
  jobId?: number;
  onSave: (list: AssignedStudent[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('job-review');
  const [list, setList] = useState<AssignedStudent[]>(initial);
  const q = useStudentSearch(jobId, (found) => setList((l) => dedupeStudents([...l, ...found])));
  const { clear } = q;
  useEffect(() => {
    if (isOpen) {
      setList(initial);
      clear();
    }
  }, [isOpen, initial, clear]);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('assign.title')} style={{ width: 600 }}>
      <DialogBody>
        <FormGroup label={t('assign.search')} labelFor="jr-assign-search" helperText={t('assign.hint')}>
          <InputGroup
            id="jr-assign-search"
            value={q.query}
            onChange={(e) => q.setQuery(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void q.search()}
            rightElement={
              <Button
                variant="minimal"
                icon="search"
                loading={q.busy}
                onClick={() => void q.search()}
                aria-label={t('common.search')}
              />
            }
          />
        </FormGroup>
        {q.invalid.length > 0 && (
          <Callout intent="danger" role="alert">
            {t('assign.invalid', { list: q.invalid.join(', ') })}
          </Callout>
        )}
        <p className="jr-hint">{t('assign.blankMeansAll')}</p>
        <StudentTags list={list} onRemove={(id) => setList((l) => l.filter((x) => x.assignToUserId !== id))} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button intent="primary" onClick={() => onSave(dedupeStudents(list))}>
              {t('dialog.confirm')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
