import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { InputGroup, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { dayText, parseDay } from './dayText';
import { useTypingHandOver, type TypingTracker } from './typingHandOver';

/** One day, kept as the payload writes it ('YYYY-MM-DD', '' for none), shown and typed as DD MMM YYYY. */
export interface DateFieldProps {
  /** The input's id, which the field's label names. */
  id: string;
  value: string;
  /** 'YYYY-MM-DD', or '' when the field is emptied or its text is no day. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  intent?: Intent;
  invalid?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  fill?: boolean;
}

type Inputs = typeof import('./DateInputs');
let inputs: Inputs | null = null;
let loading: Promise<Inputs> | null = null;

/** Blueprint's date inputs, their styles and the calendar words of the language on (one chunk, once). */
export function loadDateInputs(): Promise<Inputs> {
  loading ??= import('./DateInputs')
    .then(async (m) => {
      await m.ready();
      inputs = m;
      return m;
    })
    .catch((e: unknown) => {
      loading = null;
      throw e;
    });
  return loading;
}

/** Set by DateFieldsOnDemand: what a field loads, when first used, before it becomes Blueprint's. */
const OnDemand = createContext<(() => Promise<unknown>) | null>(null);

/**
 * Date fields inside load Blueprint's inputs when first focused or pointed at, not when shown (a
 * public page's first load stays small), after `prepare` (the page's extra Blueprint styles).
 * Until then each is a plain text field that already reads and writes DD MMM YYYY.
 */
export function DateFieldsOnDemand({ prepare, children }: { prepare: () => Promise<unknown>; children: ReactNode }) {
  return <OnDemand.Provider value={prepare}>{children}</OnDemand.Provider>;
}

/** The loaded inputs, or null with `load` to ask for them; a screen's fields ask as they show. */
export function useDateInputs(): { loaded: Inputs | null; load: () => void } {
  const prepare = useContext(OnDemand);
  const [loaded, setLoaded] = useState<Inputs | null>(() => (prepare ? null : inputs));
  const load = useCallback(() => {
    // A failed load leaves the plain field, which works; the next focus tries again.
    Promise.all([loadDateInputs(), prepare?.()]).then(
      ([m]) => setLoaded(m),
      () => undefined,
    );
  }, [prepare]);
  useEffect(() => {
    if (!prepare && !loaded) load();
  }, [prepare, loaded, load]);
  return { loaded, load };
}

/** A plain text field on a YYYY-MM-DD value, typed and shown as DD MMM YYYY (while Blueprint's loads). */
export function TypedDay({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  onPointerEnter,
  disabled,
  intent,
  invalid,
  required,
  inputRef,
  fill,
  leftElement,
  tracker,
}: DateFieldProps & {
  onFocus: () => void;
  onPointerEnter: () => void;
  leftElement?: ReactElement;
  /** Keeps what is typed for Blueprint's input that replaces this one. */
  tracker: TypingTracker;
}) {
  const { t } = useTranslation();
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <InputGroup
      id={id}
      autoComplete="off"
      value={typing ?? dayText(value)}
      placeholder={t('date.placeholder')}
      disabled={disabled}
      intent={intent}
      fill={fill}
      inputRef={inputRef}
      leftElement={leftElement}
      aria-invalid={invalid}
      aria-required={required}
      onPointerEnter={onPointerEnter}
      onInput={tracker.onInput}
      onSelect={tracker.onSelect}
      onFocus={(e) => {
        setTyping(dayText(value));
        tracker.onFocus(e);
        onFocus();
      }}
      onValueChange={(text) => {
        setTyping(text);
        const day = parseDay(text);
        if (day !== false) onChange(day ?? '');
      }}
      onBlur={(e) => {
        if (typing !== null && parseDay(typing) === false) onChange('');
        setTyping(null);
        tracker.onBlur(e);
        onBlur?.();
      }}
    />
  );
}

/**
 * The product's date field (spec 000 §1, §9): Blueprint's DateInput, keyboard-usable, with a
 * calendar in the language on; typed and shown as DD MMM YYYY ('01/06/2026' is 1 June 2026).
 */
export function DateField(props: DateFieldProps) {
  const { loaded, load } = useDateInputs();
  const tracker = useTypingHandOver(loaded !== null);
  if (loaded) return <loaded.DayInput {...props} />;
  return <TypedDay {...props} tracker={tracker} onPointerEnter={load} onFocus={load} />;
}
