import { useState, type ComponentProps } from 'react';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { CommentDialog } from './CommentDialog';
import { ResultDialog } from './ResultDialog';

type CommentTexts = Omit<ComponentProps<typeof CommentDialog>, 'isOpen' | 'pending' | 'onClose'>;

/**
 * What the job and application decisions share: one decision at a time (the click guard), the
 * dialog open, and the result dialog whose Done reloads. `finish` runs a write: its message
 * opens the result dialog, a refusal shows in a toast. `commentDialog(what, …)` is the comment
 * dialog that decision `what` opens.
 */
export function useDecisionFlow<Open extends string>(onDone: () => void) {
  const { run, pending } = useClickGuard();
  const [open, setOpen] = useState<Open | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const finish = async (write: () => Promise<string>) => {
    const done = await run(async () => {
      try {
        return await write();
      } catch (e) {
        void toast.error(e instanceof ApiError ? e.message : String(e));
        return null;
      }
    });
    setOpen(null);
    if (done) setResult(done);
  };

  const resultDialog = (
    <ResultDialog
      message={result}
      onDone={() => {
        setResult(null);
        onDone();
      }}
    />
  );
  const commentDialog = (what: Open, texts: CommentTexts) => (
    <CommentDialog key={what} {...texts} isOpen={open === what} pending={pending} onClose={() => setOpen(null)} />
  );
  return { open, setOpen, close: () => setOpen(null), pending, finish, resultDialog, commentDialog };
}
