import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { call, type ReplyOf } from '@core/client/data/call';
import { toast } from '@core/client/ui/toaster';
import { digestCalls } from '@schemas/core/digest';

type Preview = ReplyOf<typeof digestCalls.preview>;

/**
 * 'Preview today's digest' (issue 39): the mail the daily digest would send the user today, as
 * the server renders it, in a sandboxed frame (no script, no navigation out of it), with whether
 * it goes out and why not.
 */
export function DigestPreview() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);

  const show = () => {
    setOpen(true);
    setPreview(null);
    call(digestCalls.preview, undefined).then(setPreview, (e: unknown) => {
      setOpen(false);
      void toast.error(e instanceof Error ? e.message : String(e));
    });
  };

  return (
    <>
      <Button icon="envelope" size="large" text={t('digest.preview')} onClick={show} />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('digest.title')} style={{ width: 760 }}>
        {/* The frame scrolls the mail; the body around it does not (one scroll area, reachable by keyboard). */}
        <DialogBody useOverflowScrollContainer={false}>
          {!preview ? (
            <Spinner aria-label={t('loading')} />
          ) : (
            <>
              <Callout
                intent={preview.willSend ? 'success' : 'primary'}
                role="status"
                data-reason={preview.reason ?? ''}
              >
                {preview.willSend ? t('digest.willSend') : t(`digest.reason.${preview.reason}`)}
              </Callout>
              {preview.html && (
                <>
                  <p className="wil-digest-subject">{t('digest.subject', { subject: preview.subject })}</p>
                  <iframe className="wil-digest-frame" title={t('digest.frame')} sandbox="" srcDoc={preview.html} />
                </>
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter actions={<Button text={t('digest.close')} onClick={() => setOpen(false)} />} />
      </Dialog>
    </>
  );
}
