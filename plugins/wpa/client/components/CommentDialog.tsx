import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Return to Student (spec 001 §5): the comment's rule is the area's (returnCommentError: required, at most 250). */
export function CommentDialog({
  isOpen,
  title,
  prompt,
  maxLength,
  fault,
  confirmText,
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  prompt: string;
  maxLength: number;
  /** The comment's fault, or null when it may be sent. */
  fault: (comment: string) => string | null;
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
  const error = fault(text);
  const bad = touched && error !== null;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <DialogBody>
        <FormGroup
          label={prompt}
          labelFor="wpa-comment"
          labelInfo="*"
          intent={bad ? 'danger' : 'none'}
          helperText={bad ? error : t('common.charsLeft', { n: maxLength - text.length })}
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
                if (error === null) onConfirm(text.trim());
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
