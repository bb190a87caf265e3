import { useState } from 'react';

/**
 * What a dialog's user types, started afresh from `initial` each time the dialog opens, and
 * whether confirm has been pressed (a field's fault shows only then).
 */
export function useDialogDraft<T>(isOpen: boolean, initial: T) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Reset while rendering, not in an effect: the opened dialog never shows the last draft.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft(initial);
      setTouched(false);
    }
  }
  return { draft, setDraft, touched, setTouched };
}
