import { useId } from 'react';
import { Dialog, DialogBody, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ConfirmFooter } from './dialog/ConfirmFooter';
import { useDialogDraft } from './dialog/useDialogDraft';

/**
 * A dialog that takes a comment before an action (reject, return, an arrangement's remark): the
 * comment's rule is the caller's (`fault`: its message, or null when it may be sent), shown once
 * the confirm button has been pressed; the texts are the caller's, in its own namespace (the
 * characters left and Cancel are the house's).
 */
export function CommentDialog({
  isOpen,
  title,
  prompt,
  labelInfo,
  placeholder,
  maxLength,
  fault,
  cancelText,
  confirmText,
  confirmIntent = 'primary',
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  prompt: string;
  /** Beside the prompt, e.g. '*' for a required comment. */
  labelInfo?: string;
  placeholder?: string;
  maxLength: number;
  fault: (comment: string) => string | null;
  cancelText?: string;
  confirmText: string;
  confirmIntent?: 'primary' | 'danger' | 'success';
  pending?: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { draft: text, setDraft: setText, touched, setTouched } = useDialogDraft(isOpen, '');
  const error = fault(text);
  const bad = touched && error !== null;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <DialogBody>
        <FormGroup
          label={prompt}
          labelFor={id}
          labelInfo={labelInfo}
          intent={bad ? 'danger' : 'none'}
          helperText={bad ? error : t('common.charsLeft', { n: maxLength - text.length })}
        >
          <TextArea
            id={id}
            fill
            rows={4}
            maxLength={maxLength}
            placeholder={placeholder}
            value={text}
            intent={bad ? 'danger' : 'none'}
            aria-invalid={bad}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <ConfirmFooter
        cancelText={cancelText}
        confirmText={confirmText}
        intent={confirmIntent}
        pending={pending}
        onCancel={onClose}
        onConfirm={() => {
          setTouched(true);
          if (error === null) onConfirm(text.trim());
        }}
      />
    </Dialog>
  );
}
