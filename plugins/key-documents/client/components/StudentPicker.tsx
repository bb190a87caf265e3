import { useState } from 'react';
import { Button, InputGroup, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCall } from '@core/client/data/useCall';
import { keyDocumentCalls } from '@schemas/key-documents/calls';
import { useDebounced } from '@core/client/ui/useDebounced';
import { pickPayload } from '../calls';
import type { StudentOption } from '../types';
import { studentLabel } from './labels';

const PAGE = 10;
/** The most a list shows: past it, more typing narrows it. */
const MAX = 50;

/**
 * The upload's student (issue 36): typed, not scrolled. The server answers the module's students
 * whose student ID, name or last name starts with what is typed, a page at a time (More for the
 * next), so the dialog loads ten students whatever the module's size.
 */
export function StudentPicker({
  id,
  cohortModuleId,
  value,
  onChange,
  invalid,
}: {
  id: string;
  cohortModuleId: number;
  value: StudentOption | null;
  onChange: (s: StudentOption | null) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('key-documents');
  const [text, setText] = useState('');
  const [typed] = useDebounced(text, 250);
  const [pages, setPages] = useState(1);
  const found = useCall(keyDocumentCalls.pickStudent, pickPayload(cohortModuleId, typed, pages * PAGE), {
    keepPrevious: true,
  });
  if (value) {
    return (
      <InputGroup
        id={id}
        readOnly
        value={studentLabel(value)}
        rightElement={
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('upload.changeStudent')}
            onClick={() => onChange(null)}
          />
        }
      />
    );
  }
  return (
    <div className="kd-picker">
      <InputGroup
        id={id}
        leftIcon="search"
        placeholder={t('upload.searchStudent')}
        intent={invalid ? 'danger' : 'none'}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPages(1);
        }}
        rightElement={found.loading ? <Spinner size={16} /> : undefined}
      />
      <Menu className="kd-picker-list" aria-label={t('upload.chooseStudent')}>
        {(found.data?.list ?? []).map((s) => (
          <MenuItem key={s.studentModuleId} text={studentLabel(s)} onClick={() => onChange(s)} />
        ))}
        {found.data && !found.data.list.length && <MenuItem disabled text={t('upload.noStudent')} />}
        {found.data?.more &&
          (pages * PAGE < MAX ? (
            <MenuItem icon="more" text={t('upload.moreStudents')} onClick={() => setPages((n) => n + 1)} />
          ) : (
            <MenuItem disabled text={t('upload.narrowStudents')} />
          ))}
      </Menu>
    </div>
  );
}
