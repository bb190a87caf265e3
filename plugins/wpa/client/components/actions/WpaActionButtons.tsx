import { Button } from '@blueprintjs/core';
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
  return (
    <>
      {can.returnToStudent && (
        <Button intent="danger" icon="undo" onClick={() => setOpen('return')}>
          {t('action.return')}
        </Button>
      )}
      {can.approve && (
        <Button intent="success" icon="send-message" onClick={() => setOpen('approve')}>
          {t('action.approve')}
        </Button>
      )}
      {can.terminate && (
        <Button intent="danger" icon="stop" onClick={() => setOpen('terminate')}>
          {t('action.terminate')}
        </Button>
      )}
      {can.resend && (
        <Button icon="repeat" onClick={() => setOpen('resend')}>
          {t('action.resend')}
        </Button>
      )}
      {can.reject && (
        <Button intent="danger" icon="cross" onClick={() => startDecision('REJECTED')}>
          {t('action.reject')}
        </Button>
      )}
      {can.accept && (
        <Button intent="success" icon="tick" onClick={() => startDecision('ACCEPTED')}>
          {t('action.accept')}
        </Button>
      )}
      {can.adjustWeight && (
        <Button icon="percentage" onClick={openWeight}>
          {t('action.adjustWeight')}
        </Button>
      )}
    </>
  );
}
