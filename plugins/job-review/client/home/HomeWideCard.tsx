import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A full-width home card: its heading (`${texts}.title`), the 'See all' link (`${texts}.seeAll`). */
export function HomeWideCard({
  id,
  texts,
  to,
  children,
}: {
  id: string;
  texts: 'active' | 'table';
  to: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  return (
    <Card className="home-card home-wide" aria-labelledby={id}>
      <div className="home-card-head">
        <h2 id={id}>{t(`${texts}.title`)}</h2>
        <Link to={to}>{t(`${texts}.seeAll`)}</Link>
      </div>
      {children}
    </Card>
  );
}
