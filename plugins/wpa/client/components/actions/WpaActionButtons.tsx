import { Button, type IconName, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Wpa } from '../../types';
import type { Decision, Open } from './types';

/** The review page's action buttons the WPA machine allows this actor (spec 001 §4, 002 §4). */
export function WpaActionButtons({
  can,
  setOpen,
  startDecision,
  openWeight,
}: {
  can: NonNullable<Wpa['actions']>;
  setOpen: (o: Open) => void;
  startDecision: (d: Decision) => void;
  openWeight: () => void;
}) {
  const { t } = useTranslation('wpa');
  const actions: { on?: boolean; intent?: Intent; icon: IconName; text: string; run: () => void }[] = [
    { on: can.returnToStudent, intent: 'danger', icon: 'undo', text: 'action.return', run: () => setOpen('return') },
    { on: can.approve, intent: 'success', icon: 'send-message', text: 'action.approve', run: () => setOpen('approve') },
    { on: can.terminate, intent: 'danger', icon: 'stop', text: 'action.terminate', run: () => setOpen('terminate') },
    { on: can.resend, icon: 'repeat', text: 'action.resend', run: () => setOpen('resend') },
    { on: can.reject, intent: 'danger', icon: 'cross', text: 'action.reject', run: () => startDecision('REJECTED') },
    { on: can.accept, intent: 'success', icon: 'tick', text: 'action.accept', run: () => startDecision('ACCEPTED') },
    { on: can.adjustWeight, icon: 'percentage', text: 'action.adjustWeight', run: openWeight },
  ];
  return (
    <>
      {actions
        .filter((a) => a.on)
        .map((a) => (
          <Button key={a.text} intent={a.intent} icon={a.icon} onClick={a.run}>
            {t(a.text)}
          </Button>
        ))}
    </>
  );
}
