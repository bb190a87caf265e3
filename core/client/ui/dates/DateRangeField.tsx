import { ControlGroup } from '@blueprintjs/core';
import { TypedDay, useDateInputs } from './DateField';
import { useTypingHandOver } from './typingHandOver';

export type RangeEnd = 'start' | 'end';

/** A range of days (a list's date filter): two YYYY-MM-DD texts, each '' when open. */
export interface DateRangeFieldProps {
  /** The inputs' ids: `${id}-start` and `${id}-end`. */
  id: string;
  start: string;
  end: string;
  /** A range whose start is never after its end. */
  onChange: (start: string, end: string) => void;
  /** A typed day that would put the start after the end: refused, and `which` end it was typed in. */
  onOverlap?: (which: RangeEnd) => void;
  /** The visible labels of the two ends ('From', 'To'). */
  labels: Record<RangeEnd, string>;
  /** The end a message is about. */
  invalid?: RangeEnd | null;
  fill?: boolean;
}

/** A range of days (Blueprint's DateRangeInput), each end labelled inside its box. */
export function DateRangeField(props: DateRangeFieldProps) {
  const { loaded, load } = useDateInputs();
  const tracker = useTypingHandOver(loaded !== null);
  if (loaded) return <loaded.DayRangeInput {...props} />;
  const { id, start, end, onChange, onOverlap, labels, invalid, fill } = props;
  const end_ = (which: RangeEnd) => (
    <TypedDay
      id={`${id}-${which}`}
      value={which === 'start' ? start : end}
      fill={fill}
      intent={invalid === which ? 'danger' : undefined}
      invalid={invalid === which}
      leftElement={
        <label className="wil-range-label" htmlFor={`${id}-${which}`}>
          {labels[which]}
        </label>
      }
      tracker={tracker}
      onPointerEnter={load}
      onFocus={load}
      onChange={(day) => {
        const [s, e] = which === 'start' ? [day, end] : [start, day];
        if (s && e && s > e) onOverlap?.(which);
        else onChange(s, e);
      }}
    />
  );
  return (
    <ControlGroup fill={fill}>
      {end_('start')}
      {end_('end')}
    </ControlGroup>
  );
}
