import { useEffect, useRef } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * The grade's confirm text (spec 002 §5) with No and Yes. The Enter that asked for it must not
 * also answer it: Yes takes the focus, and answers a key pressed on it, a pointer, or anything
 * once a moment has passed.
 */
export function GradeConfirm({
  mark,
  saving,
  onYes,
  onNo,
}: {
  mark: string;
  saving: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('modules');
  const yesRef = useRef<HTMLButtonElement>(null);
  const armed = useRef(false);
  useEffect(() => {
    requestAnimationFrame(() => yesRef.current?.focus());
    const timer = setTimeout(() => (armed.current = true), 400);
    return () => clearTimeout(timer);
  }, []);
  const arm = () => {
    armed.current = true;
  };
  return (
    <>
      <DialogBody>
        <p role="alert">{t('grading.confirmText', { mark })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button disabled={saving} onClick={onNo}>
              {t('common.no')}
            </Button>
            <Button
              ref={yesRef}
              intent="primary"
              loading={saving}
              onKeyDown={arm}
              onPointerDown={arm}
              onClick={() => armed.current && onYes()}
            >
              {t('common.yes')}
            </Button>
          </>
        }
      />
    </>
  );
}
