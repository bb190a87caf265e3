import { Button, Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A card of a pending carousel: its title, two lines and the Review button to `to`. */
export function PendingCard({
  title,
  line,
  date,
  reviewLabel,
  to,
}: {
  title: string;
  line: string;
  date: string;
  reviewLabel: string;
  to: string;
}) {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const navigate = useNavigate();
  return (
    <Card className="home-mini-card">
      <h3>{title}</h3>
      <p className="home-muted">{line}</p>
      <p className="home-muted">{date}</p>
      <Button intent="primary" size="small" aria-label={reviewLabel} onClick={() => navigate(to)}>
        {t('pending.review')}
      </Button>
    </Card>
  );
}
