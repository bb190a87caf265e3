import { Dialog, DialogBody, FormGroup } from '@blueprintjs/core';
import { OptionSelect } from '@core/client/ui/ListFilters';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { useDialogDraft } from '@core/client/ui/dialog/useDialogDraft';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from './SubmitForm';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A bulk change of the chosen students (spec 002 §5 'Bulk changes'): one required choice, its
 * message when none is made, and how many students it applies to.
 */
export function ChoiceDialog({
  isOpen,
  title,
  label,
  choices,
  check,
  count,
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  label: string;
  choices: Choice[];
  /** The rule of the choice (plugins/modules/shared): its message, or null. */
  check: (value: string) => string | null;
  count: number;
  pending?: boolean;
  onConfirm: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('modules');
  const { draft: value, setDraft: setValue, touched, setTouched } = useDialogDraft(isOpen, '');
  const fault = check(value);
  const submit = () => {
    setTouched(true);
    if (!fault) onConfirm(value);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} autoFocus={false}>
      <SubmitForm onSubmit={submit}>
        <DialogBody>
          <p>{t('students.chosen', { count })}</p>
          <FormGroup
            label={label}
            labelFor="mod-choice"
            labelInfo={t('common.required')}
            intent={touched && fault ? 'danger' : 'none'}
            helperText={touched && fault ? fault : undefined}
          >
            <OptionSelect
              id="mod-choice"
              fill
              autoFocus
              value={value}
              aria-invalid={touched && Boolean(fault)}
              emptyText={t('common.choose')}
              options={choices}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <ConfirmFooter confirmText={t('common.confirm')} pending={pending} onCancel={onClose} />
      </SubmitForm>
    </Dialog>
  );
}
