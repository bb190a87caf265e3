import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** Toasts last 3 seconds (spec 000 §9). */
export const TOAST_MS = 3000;
let toaster: Promise<Toaster> | null = null;
const get = () => (toaster ??= OverlayToaster.createAsync({ position: Position.TOP }));

export const toast = {
  error: async (message: string) =>
    (await get()).show({ message, intent: Intent.DANGER, icon: 'error', timeout: TOAST_MS }),
  success: async (message: string) =>
    (await get()).show({ message, intent: Intent.SUCCESS, icon: 'tick-circle', timeout: TOAST_MS }),
};
