import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { storage } from '@core/client/storage';
import { useCall } from '@core/client/data/useCall';
import { resourceCalls } from '@schemas/resources/calls';
import { PAGE_SIZE, RESOURCE_ID_KEY, titlesPayload } from './resourceApi';
import './resources.css';

/** /academic/resources: numbered titles, 20 a page, Previous/Next (spec 001 §2 Resources). */
export default function ResourcesPage() {
  const { t } = useTranslation('resources');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  // The list stays while the next page loads; a failure shows in the banner below, not a toast.
  const { data, error: failure } = useCall(resourceCalls.searchAll, titlesPayload(page), {
    errors: 'silent',
    keepPrevious: true,
  });
  const error = failure?.message ?? null;

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const open = (id: number) => {
    storage.set(RESOURCE_ID_KEY, id);
    navigate('/academic/resourcesContext');
  };

  return (
    <div className="wil-page resources-page">
      <h1>{t('title')}</h1>
      {error && <Callout intent="danger">{error}</Callout>}
      {!data && !error && <Spinner size={30} aria-label={t('loading')} />}
      {data && data.list.length === 0 && <p>{t('empty')}</p>}
      {data && data.list.length > 0 && (
        <ol className="resources-list" start={(page - 1) * PAGE_SIZE + 1} aria-label={t('listLabel')}>
          {data.list.map((r) => (
            <li key={r.resourceId}>
              <a
                href="/academic/resourcesContext"
                onClick={(e) => {
                  e.preventDefault();
                  open(r.resourceId);
                }}
              >
                {r.resourcePageName}
              </a>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > PAGE_SIZE && (
        <nav className="resources-pager" aria-label={t('pagerLabel')}>
          <Button icon="chevron-left" disabled={page <= 1} onClick={() => setPage(page - 1)} text={t('previous')} />
          <span>{t('pageOf', { page, pages })}</span>
          <Button
            rightIcon="chevron-right"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            text={t('next')}
          />
        </nav>
      )}
    </div>
  );
}
