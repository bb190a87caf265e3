import type { ReactNode } from 'react';
import { Dialog, DialogBody, type IconName, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ConfirmFooter } from './ConfirmFooter';

/** What the caller of a Yes/No question decides: whether it shows, and what each answer does. */
export interface YesNoQuestion {
  isOpen: boolean;
  pending?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** A Yes/No question in a dialog; closing it answers No. The area gives its title and message. */
export function YesNoDialog({
  isOpen,
  pending,
  onYes,
  onNo,
  title,
  icon,
  intent = 'primary',
  texts,
  children,
}: YesNoQuestion & {
  title: string;
  icon: IconName;
  intent?: Intent;
  /** Where the area words Yes and No otherwise. */
  texts?: { yes: string; no: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onNo} title={title} icon={icon}>
      <DialogBody>{children}</DialogBody>
      <ConfirmFooter
        cancelText={texts?.no ?? t('common.no')}
        confirmText={texts?.yes ?? t('common.yes')}
        intent={intent}
        pending={pending}
        onCancel={onNo}
        onConfirm={onYes}
      />
    </Dialog>
  );
}
