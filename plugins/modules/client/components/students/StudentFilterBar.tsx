import { useTranslation } from 'react-i18next';
import { NumberChoiceFilter, SearchBox, StatusFilter } from '@core/client/ui/ListFilters';
import { ListFilterBar } from '@core/client/ui/lists/ListFilterBar';
import { STUDENT_MODULE_STATUSES } from '../../labels';
import { MOD_FILTER_LOOK } from '../filterLook';
import type { StudentFilters } from './useStudentFilters';
import { GROUPS } from './groups';

/** The Student List's toolbar of filters; an AS-only user has no supervisor filter (spec 002 §6). */
export function StudentFilterBar({
  filters: f,
  academics,
  supervisorOnly,
}: {
  filters: StudentFilters;
  academics: readonly { userId: number; userName: string }[] | undefined;
  supervisorOnly: boolean;
}) {
  const { t } = useTranslation('modules');
  return (
    <ListFilterBar look={MOD_FILTER_LOOK} onReset={f.reset}>
      <SearchBox
        className="mod-filter mod-filter-wide"
        id="mod-student-id"
        label={t('field.studentId')}
        value={f.studentId}
        alphanumeric
        onChange={f.setStudentId}
        onEnter={() => f.setDebouncedId(f.studentId)}
      />
      <NumberChoiceFilter
        id="mod-group"
        label={t('field.subGroup')}
        allText={t('filter.all')}
        value={f.group}
        options={GROUPS.map((g) => ({ value: g, label: String(g) }))}
        onChange={f.setGroup}
      />
      <StatusFilter
        label={t('field.status')}
        codes={STUDENT_MODULE_STATUSES}
        value={f.statuses}
        labelOf={(c) => t(`studentStatus.${c}`, { defaultValue: c })}
        onChange={f.setStatuses}
      />
      {!supervisorOnly && (
        <NumberChoiceFilter
          id="mod-as"
          label={t('field.assignedAs')}
          allText={t('filter.all')}
          value={f.supervisor}
          options={(academics ?? []).map((a) => ({ value: a.userId, label: a.userName }))}
          onChange={f.setSupervisor}
        />
      )}
    </ListFilterBar>
  );
}
