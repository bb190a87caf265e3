import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Return to Student (spec 001 §5): a comment is required ('Please enter Comment.'), at most 250 characters. */
export function CommentDialog({
  isOpen,
  title,
  prompt,
  maxLength,
  requiredMessage,
  confirmText,
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  prompt: string;
  maxLength: number;
  requiredMessage: string;
  confirmText: string;
  pending?: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('wpa');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setText('');
      setTouched(false);
    }
  }, [isOpen]);
  const missing = !text.trim();
  const bad = touched && missing;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <DialogBody>
        <FormGroup
          label={prompt}
          labelFor="wpa-comment"
          labelInfo="*"
          intent={bad ? 'danger' : 'none'}
          helperText={bad ? requiredMessage : t('common.charsLeft', { n: maxLength - text.length })}
        >
          <TextArea
            id="wpa-comment"
            fill
            rows={4}
            maxLength={maxLength}
            value={text}
            intent={bad ? 'danger' : 'none'}
            aria-invalid={bad}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              intent="danger"
              loading={pending}
              onClick={() => {
                setTouched(true);
                if (!missing) onConfirm(text.trim());
              }}
            >
              {confirmText}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
