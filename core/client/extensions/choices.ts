import { useSyncExternalStore } from 'react';
import type { ChoiceRef } from '@schemas/core/contract';
import { storage } from '../storage';

/**
 * Choices areas keep in browser storage for their screens and others' (schemas/core/contract.ts
 * `choiceRef`): the owner chooses, every area reads through the reference, and nobody keeps a
 * copy under its own key. How tabs share them: storage.getChoice.
 */
const listeners = new Set<() => void>();

/** Keeps `id` as this tab's choice (and the last choice, for a tab opened next). The owner's to call. */
export function choose(ref: ChoiceRef, id: number) {
  storage.setChoice(ref.key, id);
  for (const l of listeners) l();
}

/** The choice now, outside React. */
export const chosen = (ref: ChoiceRef): number | null => storage.getChoice(ref.key);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The choice, kept up to date when this tab chooses again; null before anything was chosen. */
export function useChosen(ref: ChoiceRef): number | null {
  return useSyncExternalStore(subscribe, () => chosen(ref));
}
