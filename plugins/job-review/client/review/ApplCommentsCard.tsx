import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { Fields } from '../components/Fields';
import type { JobApplication } from '../types';
import { AnnexList, FileItems, OrNone } from './applFiles';

/** Comments on the application: the MC's, request rounds, documents attached, dialog remarks. */
export function ApplCommentsCard({ a }: { a: JobApplication }) {
  const { t } = useTranslation('job-review');
  const rounds = a.eventRequestDocumentList ?? [];
  const attached = a.eventDocumenAttachedList ?? [];
  const dialogs = (a.eventDialogList ?? []).flatMap((d) =>
    (
      [
        [t('appl.dialog.withdrawn'), d.studentWithdawnRemark],
        [t('appl.dialog.special'), d.specialRemark],
        [t('appl.dialog.rejected'), d.rejectedRemark],
        [t('appl.dialog.offer'), d.offerEventRemark],
        [t('appl.dialog.offerDeclined'), d.offerDeclinedRemark],
      ] as [string, string | null | undefined][]
    ).filter(([, v]) => v),
  );
  return (
    <Card className="jr-card">
      <h2>{t('appl.comments')}</h2>
      <Fields
        rows={[
          [t('appl.mcComments'), a.mcCommentsToStudent],
          [t('appl.eventRemark'), a.eventRemark],
        ]}
      />
      <h3>{t('appl.requestRounds')}</h3>
      <OrNone shown={rounds.length > 0}>
        <ol className="jr-rounds">
          {rounds.map((r, i) => (
            <li key={i}>
              <p className="jr-pre">
                <strong>{t('appl.round', { n: i + 1 })}</strong>
                {r.eventDate ? ` · ${formatDate(r.eventDate)}` : ''} {r.eventRemark}
              </p>
              <AnnexList list={r.jobApplAnnexModelList} />
            </li>
          ))}
        </ol>
      </OrNone>
      <h3>{t('appl.documentsAttached')}</h3>
      <FileItems items={attached} itemKey={(_, i) => i} className="jr-pre">
        {(r) => (
          <>
            {r.eventDate ? `${formatDate(r.eventDate)} · ` : ''}
            {r.eventRemark}
          </>
        )}
      </FileItems>
      <h3>{t('appl.dialogRemarks')}</h3>
      <OrNone shown={dialogs.length > 0}>
        <Fields rows={dialogs} />
      </OrNone>
    </Card>
  );
}
