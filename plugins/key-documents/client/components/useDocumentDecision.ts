import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import type { useClickGuard } from '@core/client/ui/useClickGuard';
import { useWriteBy } from '@core/client/data/useWrite';
import { deleteKeyDocument, submitKeyDocument } from '../calls';
import type { KeyDocument } from '../types';

export type Decision = { doc: KeyDocument; what: 'delete' | 'submit' };

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** Delete or Submit, asked first (spec 002 §6): the question open, and the answer Yes sends. */
export function useDocumentDecision(run: ReturnType<typeof useClickGuard>['run'], onChanged: () => void) {
  const { t } = useTranslation('key-documents');
  const [confirm, setConfirm] = useState<Decision | null>(null);
  // Each changes the area's lists wherever they are shown (their own grids reload by onChanged).
  const remove = useWriteBy(deleteKeyDocument, ['keyDocument']).send;
  const submit = useWriteBy(submitKeyDocument, ['keyDocument']).send;

  const decide = async () => {
    if (!confirm) return;
    const { doc, what } = confirm;
    await run(async () => {
      try {
        if (what === 'delete') await remove(doc);
        else await submit(doc);
        void toast.success(what === 'delete' ? t('msg.deleted') : t('msg.submitted'));
        onChanged();
      } catch (e) {
        void toast.error(errorText(e));
      }
    });
    setConfirm(null);
  };
  return { confirm, setConfirm, decide };
}
