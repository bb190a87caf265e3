import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, NumberChoiceFilter, StatusFilter } from '@core/client/ui/ListFilters';
import { ListFilterBar } from '@core/client/ui/lists/ListFilterBar';
import type { ListFilterLook } from '@core/client/ui/lists/listFilterLook';
import { WPA_FILTER_STATUSES, WPA_SORTS, wpaStatusKey } from '../../labels';
import { CompanyOrStudentSearch } from '../Toolbar';
import type { Filters } from './filters';

const WPA_FILTER_LOOK: ListFilterLook = {
  bar: 'wpa-toolbar',
  buttons: 'wpa-toolbar-buttons',
  checkList: 'wpa-check-list',
  range: 'wpa-range',
  error: 'wpa-error',
};

/** WPA Management's toolbar (spec 002 §2): search, date range, sent to IS, statuses, AS, sort, Reset. */
export function WpaFilterBar({
  f,
  set,
  onEnter,
  academics,
  supervisorOnly,
  sort,
  setSort,
  onReset,
}: {
  f: Filters;
  set: (patch: Partial<Filters>) => void;
  onEnter: () => void;
  academics: readonly { userId: number; userName: string }[] | undefined;
  supervisorOnly: boolean;
  sort: string;
  setSort: (sort: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <ListFilterBar
      look={WPA_FILTER_LOOK}
      role="search"
      sort={{ ns: 'wpa', placement: 'bottom-end', options: WPA_SORTS, value: sort, onChange: setSort }}
      resetText={t('management.reset')}
      onReset={onReset}
    >
      <CompanyOrStudentSearch
        by={f.by}
        value={f.text}
        onBy={(by) => set({ by })}
        onChange={(v) => set({ text: v })}
        onEnter={onEnter}
      />
      <DateRangeFilter
        id="wpa-range"
        label={t('management.dateRange')}
        start={f.start}
        end={f.end}
        onChange={(start, end) => set({ start, end })}
      />
      <SentToIsFilter value={f.sentToIs} onChange={(sentToIs) => set({ sentToIs })} />
      <StatusFilter
        label={t('management.statuses')}
        codes={WPA_FILTER_STATUSES}
        value={f.statuses}
        labelOf={(c) => t(wpaStatusKey(c))}
        onChange={(statuses) => set({ statuses })}
      />
      {!supervisorOnly && (
        <NumberChoiceFilter
          id="wpa-as"
          label={t('management.assignedAs')}
          allText={t('management.all')}
          value={f.asId}
          options={(academics ?? []).map((a) => ({ value: a.userId, label: a.userName }))}
          onChange={(asId) => set({ asId })}
        />
      )}
    </ListFilterBar>
  );
}

/** Sent to the industry supervisor: all, yes or no. */
function SentToIsFilter({
  value,
  onChange,
}: {
  value: Filters['sentToIs'];
  onChange: (v: Filters['sentToIs']) => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <FormGroup label={t('management.sentToIs')} labelFor="wpa-sent">
      <HTMLSelect id="wpa-sent" value={value} onChange={(e) => onChange(e.currentTarget.value as Filters['sentToIs'])}>
        <option value="">{t('management.all')}</option>
        <option value="Y">{t('common.yes')}</option>
        <option value="N">{t('common.no')}</option>
      </HTMLSelect>
    </FormGroup>
  );
}
