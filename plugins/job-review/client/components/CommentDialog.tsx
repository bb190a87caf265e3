import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentDialog as CoreCommentDialog } from '@core/client/ui/CommentDialog';

/**
 * The house comment dialog with job review's texts: reject reasons and arrangement remarks
 * (optional, max 250, spec 000 §5) or the comment to the student that an arrangement approval
 * requires.
 */
export function CommentDialog({
  required = false,
  maxLength = 250,
  ...props
}: Omit<ComponentProps<typeof CoreCommentDialog>, 'maxLength' | 'fault' | 'labelInfo'> & {
  /** A comment must be given (the arrangement approval's). */
  required?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation('job-review');
  return (
    <CoreCommentDialog
      {...props}
      maxLength={maxLength}
      fault={(c) => (required && !c.trim() ? t('dialog.commentRequired') : null)}
    />
  );
}
