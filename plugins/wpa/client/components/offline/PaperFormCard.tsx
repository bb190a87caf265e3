import { Card, FileInput, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PAPER_FORM_TYPES } from '@schemas/wpa/limits';

const PAPER_ACCEPT = PAPER_FORM_TYPES.map((e) => `.${e}`).join(',');

/** The offline WPA's paper form, a required file (spec 002 §5). */
export function PaperFormCard({
  paper,
  error,
  onChange,
}: {
  paper: File | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <Card className="wpa-card" aria-labelledby="wpa-paper">
      <h2 id="wpa-paper">{t('field.paperForm')}</h2>
      <FormGroup
        label={t('field.paperForm')}
        labelFor="wpa-paper-file"
        labelInfo="*"
        intent={error ? 'danger' : 'none'}
        helperText={error ?? t('form.paperHint')}
      >
        <FileInput
          fill
          text={paper ? paper.name : t('form.choosePaper')}
          buttonText={t('common.browse')}
          hasSelection={Boolean(paper)}
          inputProps={{
            id: 'wpa-paper-file',
            accept: PAPER_ACCEPT,
            'aria-invalid': Boolean(error),
          }}
          onInputChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
    </Card>
  );
}
