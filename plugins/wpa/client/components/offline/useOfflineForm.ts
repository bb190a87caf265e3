import { useState } from 'react';
import { ApiError } from '@core/client/api';
import { isoDate } from '@core/client/format';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { WPA_MSG } from '@schemas/wpa/limits';
import { insertOffline } from '../../calls';
import type { SignatureImage } from '../../form/SignatureDialog';
import type { WpaFormErrors, WpaFormValues } from '../../form/WpaFormFields';
import { wpaFormErrors } from '../../../shared/formRules';
import { offlineModel, useRuleMessage } from '../../rules';

/**
 * The offline WPA form's values, signature and paper form (spec 002 §5), their faults once a
 * submit has shown them, and the submit; `done` is the new WPA's id.
 */
export function useOfflineForm(studentModuleId: number, questionNos: number[]) {
  const message = useRuleMessage();
  const { run, pending } = useClickGuard();
  // Spec 002 §5: the signature date defaults to today.
  const [values, setValues] = useState<WpaFormValues>(() => ({ signatureDate: isoDate(new Date()) }));
  const [signature, setSignature] = useState<SignatureImage | null>(null);
  const [paper, setPaper] = useState<File | null>(null);
  const [faults, setFaults] = useState<WpaFormErrors | null>(null);
  const [done, setDone] = useState<number | null>(null);

  // The offline variant of 002 §5 (the server applies the same), and the two files it requires.
  const check = (): Record<string, string> => ({
    ...(wpaFormErrors(values, { variant: 'offline', questionNos }) as Record<string, string>),
    ...(signature ? {} : { signatureImg: WPA_MSG.signatureImage }),
    ...(paper ? {} : { file: WPA_MSG.paperForm }),
  });
  // Once a submit has shown the faults, they follow the user's corrections.
  const errors: WpaFormErrors = faults
    ? Object.fromEntries(Object.entries(check()).map(([k, m]) => [k, message(m)]))
    : {};

  const submit = () =>
    run(async () => {
      const found = check();
      if (Object.keys(found).length) {
        setFaults(found);
        // The first field in error takes the focus (its message is under it).
        requestAnimationFrame(() =>
          (document.querySelector('.wpa-page [aria-invalid="true"]') as HTMLElement | null)?.focus(),
        );
        return;
      }
      setFaults(null);
      try {
        const reply = await insertOffline(offlineModel(studentModuleId, values), signature!.blob, paper!);
        setDone(reply.wpaApplId);
      } catch (e) {
        void toast.error(e instanceof ApiError ? message(e.message) : String(e));
      }
    });

  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const showFix = Boolean(faults) && Object.keys(errors).length > 0;
  return { values, set, signature, setSignature, paper, setPaper, errors, showFix, submit, pending, done, setDone };
}
