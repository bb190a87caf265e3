import { Link } from 'react-router-dom';
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The fallback page for any path the routes do not know (spec 000 §2). */
export default function NotFoundPage({ home = '/login' }: { home?: string }) {
  const { t } = useTranslation();
  return (
    <main className="wil-not-found" id="main">
      <NonIdealState
        icon="search"
        title={<h1 className="wil-h1-plain">{t('notFound.title')}</h1>}
        description={t('notFound.description')}
        action={<Link to={home}>{t('notFound.back')}</Link>}
      />
    </main>
  );
}
