import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * A dialog that takes a comment: reject reasons and arrangement remarks (optional, max 250, spec
 * 000 §5) or the comment to the student that an arrangement approval requires.
 */
export function CommentDialog({
  isOpen,
  title,
  prompt,
  placeholder,
  required = false,
  maxLength = 250,
  confirmText,
  confirmIntent = 'primary',
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  prompt: string;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
  confirmText: string;
  confirmIntent?: 'primary' | 'danger' | 'success';
  pending?: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('job-review');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setText('');
      setTouched(false);
    }
  }, [isOpen]);
  const missing = required && !text.trim();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <DialogBody>
        <FormGroup
          label={prompt}
          labelFor="jr-comment"
          intent={touched && missing ? 'danger' : 'none'}
          helperText={
            touched && missing ? t('dialog.commentRequired') : t('dialog.charsLeft', { n: maxLength - text.length })
          }
        >
          <TextArea
            id="jr-comment"
            fill
            rows={4}
            maxLength={maxLength}
            placeholder={placeholder}
            value={text}
            intent={touched && missing ? 'danger' : 'none'}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button
              intent={confirmIntent}
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
