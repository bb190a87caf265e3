import type { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LabelTag } from '@core/client/ui/LabelTag';

/** A student as the tables and dialogs name them: 'First Last (ID)'. */
export const studentLabel = (r: { firstName?: string | null; lastName?: string | null; studentAcctId: string }) => {
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${r.studentAcctId})` : r.studentAcctId;
};

const intents: Record<string, Intent> = { DRAFT: 'none', SUBMITTED: 'success' };

/** DRAFT and SUBMITTED in the user's language, the whole label (issue 27). */
export function KeyDocumentStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('key-documents');
  return (
    <LabelTag intent={intents[status] ?? 'none'} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </LabelTag>
  );
}

/** Hours with up to 2 decimals, as entered; nothing when there are none. */
export const formatHours = (h: number | null | undefined) =>
  h === null || h === undefined ? '' : String(Math.round(h * 100) / 100);
