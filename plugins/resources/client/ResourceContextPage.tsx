import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Callout, Icon, Spinner, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { storage } from '@core/client/storage';
import { useCall } from '@core/client/data/useCall';
import { resourceCalls } from '@schemas/resources/calls';
import { RESOURCE_ID_KEY } from './resourceApi';
import { sanitizeHtml } from '@core/client/ui/sanitizeHtml';
import './resources.css';

const ICONS: Record<string, IconName> = { pdf: 'document', docx: 'document', xlsx: 'th', png: 'media', jpg: 'media' };

/** /academic/resourcesContext: the page whose id is stored (spec 001 §2), so a reload shows it again. */
export default function ResourceContextPage() {
  const { t } = useTranslation('resources');
  const id = Number(storage.get(RESOURCE_ID_KEY));
  const chosen = Number.isSafeInteger(id) && id > 0;
  // The page shows a failure in its banner, so the hook does not toast it too.
  const { data: resource, error: failure } = useCall(resourceCalls.searchById, chosen ? { resourceId: id } : null, {
    errors: 'silent',
  });
  const error = chosen ? (failure?.message ?? null) : t('noneChosen');

  // Only sanitised HTML reaches the page (the server sanitised it too).
  const html = useMemo(() => (resource ? sanitizeHtml(resource.displayContent) : ''), [resource]);

  return (
    <div className="wil-page resource-page">
      {error && (
        <>
          <h1>{t('title')}</h1>
          <Callout intent="danger">{error}</Callout>
          <p>
            <Link to="/academic/resources">{t('backToList')}</Link>
          </p>
        </>
      )}
      {!resource && !error && <Spinner size={30} aria-label={t('loading')} />}
      {resource && (
        <article>
          <h1>{resource.resourcePageName}</h1>
          <div className="resource-content" dangerouslySetInnerHTML={{ __html: html }} />
          <section className="resource-attachments" aria-labelledby="resource-attachments-h">
            <h2 id="resource-attachments-h">{t('attachment')}</h2>
            {resource.resourceAnnexModelList.length === 0 ? (
              <p>{t('noAttachment')}</p>
            ) : (
              <ul>
                {resource.resourceAnnexModelList.map((a) => (
                  <li key={a.resourceAnnexId}>
                    <Icon icon={ICONS[a.fileType] ?? 'paperclip'} aria-hidden />
                    <a href={a.downloadUrl} download>
                      {a.annexName}
                    </a>
                    <span className="resource-filetype">{a.fileType.toUpperCase()}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p>
            <Link to="/academic/resources">{t('backToList')}</Link>
          </p>
        </article>
      )}
    </div>
  );
}
