// Blueprint's date inputs with their styles: this module is its own chunk, loaded by DateField.tsx
// when a screen shows a date field (or, on a public page, when one is first used).
import { useMemo, useState } from 'react';
import { DateInput, DateRangeInput, type DateRange } from '@blueprintjs/datetime';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { addLabels } from '@core/client/i18n';
import { dayDate, dayText, isoDay, parseDay } from './dayText';
import { loadDayPickerLocale, useDayPickerLocale } from './dayPickerLocale';
import type { DateFieldProps } from './DateField';
import type { DateRangeFieldProps, RangeEnd } from './DateRangeField';
import './datetime.css';
import en from './locales/en.json';
import zhHant from './locales/zh-Hant.json';
import zhHans from './locales/zh-Hans.json';

/**
 * Resolves once the calendar's words are here, so a field opens in them: its labels (namespace
 * 'dates', which come with it, not with every page's) and the date-fns locale of the language on.
 */
export async function ready() {
  addLabels({ en: { dates: en }, 'zh-Hant': { dates: zhHant }, 'zh-Hans': { dates: zhHans } });
  await loadDayPickerLocale(i18next.language);
}

// The years the calendar offers: Blueprint's default ends six months from today, too soon for a
// module's or a placement's dates.
const thisYear = new Date().getFullYear();
const MIN_DATE = new Date(thisYear - 30, 0, 1);
const MAX_DATE = new Date(thisYear + 10, 11, 31);

// Blueprint reads and writes the text through these: DD MMM YYYY, typed day first (en-au).
const formatDate = (d: Date) => dayText(d);
const parseDate = (s: string): Date | false | null => {
  const day = parseDay(s);
  return typeof day === 'string' ? (dayDate(day) ?? false) : day;
};

/**
 * Escape in a field closes its calendar (Blueprint does), and only that: a dialog around the
 * field stays open until Escape is pressed again.
 */
const keepEscape = (e: React.KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Escape') e.stopPropagation();
};

/** What the calendar says in the language on: its buttons and menus, and its month and weekday names. */
function usePickerWords() {
  const { t, i18n } = useTranslation();
  const locale = useDayPickerLocale(i18n.language);
  return {
    locale,
    formatDate,
    parseDate,
    placeholder: t('date.placeholder'),
    invalidDateMessage: t('dates:invalid'),
    outOfRangeMessage: t('dates:outOfRange'),
    minDate: MIN_DATE,
    maxDate: MAX_DATE,
    // Chinese writes the year before the month (2026年6月).
    reverseMonthAndYearMenus: !i18n.language.startsWith('en'),
    dayPickerProps: {
      labels: {
        labelPrevious: () => t('dates:previousMonth'),
        labelNext: () => t('dates:nextMonth'),
        labelMonthDropdown: () => t('dates:month'),
        labelYearDropdown: () => t('dates:year'),
      },
    },
  };
}

/** One day: Blueprint's DateInput on the field's YYYY-MM-DD text. */
export function DayInput({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  intent,
  invalid,
  required,
  autoFocus,
  inputRef,
  fill,
}: DateFieldProps) {
  const words = usePickerWords();
  // Text that is no day empties the field (as a browser's date input does): a new input shows it.
  const [generation, setGeneration] = useState(0);
  return (
    <DateInput
      key={generation}
      {...words}
      value={value || null}
      disabled={disabled}
      fill={fill}
      onChange={(v) => onChange(v ?? '')}
      onError={() => {
        onChange('');
        setGeneration((g) => g + 1);
      }}
      inputProps={{
        id,
        intent,
        autoFocus,
        inputRef,
        onBlur: () => onBlur?.(),
        onKeyDown: keepEscape,
        'aria-invalid': invalid,
        'aria-required': required,
      }}
    />
  );
}

const dateOrNull = (v: string) => dayDate(v) ?? null;

/** A range: Blueprint's DateRangeInput, each end labelled inside its box and kept as YYYY-MM-DD. */
export function DayRangeInput({ id, start, end, onChange, onOverlap, labels, invalid, fill }: DateRangeFieldProps) {
  const words = usePickerWords();
  // The end being typed in: Blueprint reports a refused range without saying which.
  const [typing, setTyping] = useState<RangeEnd>('start');
  const value = useMemo<DateRange>(() => [dateOrNull(start), dateOrNull(end)], [start, end]);
  const report = ([s, e]: DateRange) => onChange(s ? isoDay(s) : '', e ? isoDay(e) : '');
  // A whole day typed that would turn the range round is refused at once, with the spec's message.
  const typed = (which: RangeEnd) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const day = parseDay(e.currentTarget.value);
    if (day && (which === 'start' ? end && day > end : start && day < start)) onOverlap?.(which);
  };
  const inputProps = (which: RangeEnd) => ({
    id: `${id}-${which}`,
    leftElement: (
      <label className="wil-range-label" htmlFor={`${id}-${which}`}>
        {labels[which]}
      </label>
    ),
    placeholder: words.placeholder,
    intent: invalid === which ? ('danger' as const) : undefined,
    'aria-invalid': invalid === which,
    onFocus: () => setTyping(which),
    onKeyDown: keepEscape,
    onChange: typed(which),
  });
  return (
    <DateRangeInput
      {...words}
      value={value}
      fill={fill}
      allowSingleDayRange
      singleMonthOnly
      shortcuts={false}
      // The two boxes' wrapper carries the popover's aria-expanded, which a plain div may not
      // (axe: aria-allowed-attr); a fieldset is a group, which may.
      popoverProps={{ targetTagName: 'fieldset' }}
      overlappingDatesMessage={words.invalidDateMessage}
      onChange={report}
      onError={(range) => {
        const which = typing;
        const day = range[which === 'start' ? 0 : 1];
        // A day that would turn the range round keeps the range and says why; text that is no day empties its end.
        if (day && !Number.isNaN(day.getTime())) onOverlap?.(which);
        else onChange(which === 'start' ? '' : start, which === 'end' ? '' : end);
      }}
      startInputProps={inputProps('start')}
      endInputProps={inputProps('end')}
    />
  );
}
