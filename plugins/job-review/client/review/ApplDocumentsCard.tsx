import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { JobApplication } from '../types';
import { AnnexList, FileItems, FileLink, OrNone, external } from './applFiles';

/** What the student sent: résumé, portfolio links, attachments and additional information. */
export function ApplDocumentsCard({ a }: { a: JobApplication }) {
  const { t } = useTranslation('job-review');
  const links = (
    [
      [a.portfolioLinkOne, a.portfolioLinkOneDesc],
      [a.portfolioLinkTwo, a.portfolioLinkTwoDesc],
      [a.portfolioLinkThree, a.portfolioLinkThreeDesc],
    ] as const
  ).filter(([u]) => u);
  return (
    <Card className="jr-card">
      <h2>{t('appl.resume')}</h2>
      <OrNone shown={Boolean(a.storagePath)}>
        <p>
          <FileLink url={a.resumeUrl} name={a.annexName} />{' '}
          <span className="jr-muted">
            {a.resumeType === 'SELECT' ? t('appl.resumeStored') : t('appl.resumeUploaded')}
          </span>
        </p>
      </OrNone>
      <h3>{t('appl.portfolio')}</h3>
      <FileItems items={links} itemKey={([u]) => u ?? ''}>
        {([u, d]) => external(u, d)}
      </FileItems>
      <h3>{t('appl.attachments')}</h3>
      <AnnexList list={a.jobApplAnnexModelList} />
      <h3>{t('appl.additionalInfo')}</h3>
      <p className="jr-pre">{a.additionalInfo || '—'}</p>
    </Card>
  );
}
