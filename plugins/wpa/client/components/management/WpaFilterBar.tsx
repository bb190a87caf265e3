import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, NumberChoiceFilter, ResetButton, StatusFilter } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { WPA_MSG } from '@schemas/wpa/limits';
import { WPA_FILTER_STATUSES, WPA_SORTS, wpaStatusKey } from '../../labels';
import { useRuleMessage } from '../../rules';
import { CompanyOrStudentSearch } from '../Toolbar';
import type { Filters } from './filters';

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
  const message = useRuleMessage();
  return (
    <div className="wpa-toolbar" role="search">
      <CompanyOrStudentSearch
        by={f.by}
        value={f.text}
        onBy={(by) => set({ by })}
        onChange={(v) => set({ text: v })}
        onEnter={onEnter}
      />
      <DateRangeFilter
        id="wpa-range"
        className="wpa-range"
        errorClassName="wpa-error"
        label={t('management.dateRange')}
        texts={{
          from: t('management.from'),
          to: t('management.to'),
          startAfterEnd: message(WPA_MSG.startAfterEnd),
          endBeforeStart: message(WPA_MSG.endBeforeStart),
        }}
        start={f.start}
        end={f.end}
        onChange={(start, end) => set({ start, end })}
      />
      <SentToIsFilter value={f.sentToIs} onChange={(sentToIs) => set({ sentToIs })} />
      <StatusFilter
        listClassName="wpa-check-list"
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
      <div className="wpa-toolbar-buttons">
        <SortPopover ns="wpa" placement="bottom-end" options={WPA_SORTS} value={sort} onChange={setSort} />
        <ResetButton text={t('management.reset')} onClick={onReset} />
      </div>
    </div>
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
