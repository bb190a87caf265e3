import { useEffect, useRef, type FocusEvent, type SyntheticEvent } from 'react';
import { parseDay } from './dayText';

/** The plain input in use: what it holds and where its caret is. */
interface Held {
  id: string;
  text: string;
  caret: number | null;
}

/** The plain input's handlers that keep track of what it holds. */
export interface TypingTracker {
  onFocus: (e: FocusEvent<HTMLInputElement>) => void;
  onInput: (e: SyntheticEvent<HTMLInputElement>) => void;
  onSelect: (e: SyntheticEvent<HTMLInputElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
}

// React sees a value set through the prototype's setter, then an input event, as typing.
const setValue = (input: HTMLInputElement, text: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);

/**
 * Focuses the input that now has the held one's id and, when its text is not yet a day (a day or
 * nothing was committed already, and shows as Blueprint shows it), types it there, caret included.
 */
function handOver({ id, text, caret }: Held) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  if (parseDay(text) !== false || input.value === text) return;
  setValue(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret !== null) input.setSelectionRange(caret, caret);
}

/**
 * Until Blueprint's date inputs arrive a date field is a plain input; when `swapped` turns true the
 * one in use hands its focus, and its uncommitted text and caret, to Blueprint's input of the same
 * id, so nothing typed meanwhile is lost (issue 35: seen on CI in a list's date range).
 */
export function useTypingHandOver(swapped: boolean): TypingTracker {
  const held = useRef<Held | null>(null);
  useEffect(() => {
    const typing = held.current;
    held.current = null;
    if (swapped && typing) handOver(typing);
  }, [swapped]);
  const note = (e: SyntheticEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    held.current = { id: input.id, text: input.value, caret: input.selectionStart };
  };
  return {
    onFocus: note,
    onInput: note,
    onSelect: note,
    onBlur: (e) => {
      if (held.current?.id === e.currentTarget.id) held.current = null;
    },
  };
}
