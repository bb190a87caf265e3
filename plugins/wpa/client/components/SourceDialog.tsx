import { useEffect, useState } from 'react';
import { Callout, Dialog, DialogBody, Radio, RadioGroup } from '@blueprintjs/core';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { useTranslation } from 'react-i18next';
import { WPA_MSG } from '@schemas/wpa/limits';
import { sourceError } from '../../shared/formRules';
import { useRuleMessage } from '../rules';

export type ProfileSource = 'STUDENT' | 'IS';

/**
 * The question before Accept or Reject (spec 001 §4/§5): whose Part I profile information is
 * taken, the student's or the industry supervisor's. Nothing chosen: the spec's message.
 */
export function SourceDialog({
  isOpen,
  initial,
  confirmText,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  initial: ProfileSource | null;
  confirmText: string;
  onConfirm: (source: ProfileSource) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const [source, setSource] = useState<ProfileSource | null>(initial);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setSource(initial);
      setMissing(false);
    }
  }, [isOpen, initial]);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('dialog.sourceTitle')}>
      <DialogBody>
        <RadioGroup
          label={t('rule.source')}
          name="wpa-source"
          selectedValue={source ?? undefined}
          onChange={(e) => {
            setSource(e.currentTarget.value as ProfileSource);
            setMissing(false);
          }}
        >
          <Radio value="STUDENT" label={t('dialog.sourceStudent')} />
          <Radio value="IS" label={t('dialog.sourceIs')} />
        </RadioGroup>
        {missing && (
          <Callout intent="danger" role="alert">
            {message(WPA_MSG.source)}
          </Callout>
        )}
      </DialogBody>
      <ConfirmFooter
        confirmText={confirmText}
        onCancel={onClose}
        onConfirm={() => {
          if (!source || sourceError(source)) return setMissing(true);
          onConfirm(source);
        }}
      />
    </Dialog>
  );
}
