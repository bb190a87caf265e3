import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import { DrawIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SignatureImage } from './SignatureDialog';

// signature_pad comes with the dialog, when the dialog is first opened.
const ALT = { draw: 'form.signatureDrawn', upload: 'form.signatureUploaded', saved: 'form.signatureSaved' } as const;
const SignatureDialog = lazy(async () => ({ default: (await import('./SignatureDialog')).SignatureDialog }));

/**
 * The signature of a WPA form: a preview of the chosen image and the button that opens the Draw /
 * Upload dialog. One field for the offline form and the industry supervisor's page (issue 31).
 */
export function SignatureField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: SignatureImage | null;
  error?: string | null;
  onChange: (v: SignatureImage | null) => void;
}) {
  const { t } = useTranslation('wpa');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The preview's object URL goes when the signature is replaced or the field leaves.
  useEffect(() => {
    const url = value?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [value?.url]);
  return (
    // The button keeps its own name (Sign, Change Signature); the field's label and message describe it.
    <FormGroup
      label={<span id={`${id}-label`}>{label}</span>}
      labelInfo="*"
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      className="wpa-signature-field"
    >
      {value && (
        <figure className="wpa-signature-preview">
          <img src={value.url} alt={t(ALT[value.source])} />
          <figcaption className="wpa-muted">{t(ALT[value.source])}</figcaption>
        </figure>
      )}
      <Button
        id={id}
        // The icon as a component: no icon loader for the public page (issue 31).
        icon={<DrawIcon />}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-label ${id}-error` : `${id}-label`}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {value ? t('form.signAgain') : t('form.sign')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SignatureDialog
            isOpen={open}
            onClose={() => setOpen(false)}
            onDone={(sig) => {
              setOpen(false);
              onChange(sig);
            }}
          />
        </Suspense>
      )}
    </FormGroup>
  );
}
