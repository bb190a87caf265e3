import { Link } from 'react-router-dom';
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useHeaderKind } from '../layout/headerKind';

/** The fallback page for any path the routes do not know (spec 000 §2), in or out of the shell. */
export default function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  const body = (
    <NonIdealState
      icon="search"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={<Link to={inShell ? '/academic' : '/login'}>{inShell ? t('notFound.home') : t('notFound.back')}</Link>}
    />
  );
  return inShell ? (
    <section className="wil-not-found" aria-label={t('notFound.title')}>
      <BackHeader />
      {body}
    </section>
  ) : (
    <main className="wil-not-found" id="main">
      <h1 className="wil-visually-hidden">{t('notFound.title')}</h1>
      {body}
    </main>
  );
}

/** In the shell the fallback page has the Back header, whatever route it was reached by. */
function BackHeader() {
  useHeaderKind('back');
  return null;
}
