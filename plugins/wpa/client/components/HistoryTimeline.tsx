import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@core/client/format';
import { wpaStatusKey } from '../labels';
import { remarkText } from '../remarkText';
import type { HistoryEvent } from '../types';

/** Who acted when no staff member did: the student, the supervisor (issue 31's link), the reminders. */
const ACTOR_OF: Record<string, string> = {
  'wpa.submit': 'actor.student',
  'wpa.submitByIs': 'actor.supervisor',
  'wpa.remind': 'actor.system',
};

/** The decision history: every event of the WPA with who, when and the remark (issue 29). */
export function HistoryTimeline({ events }: { events: readonly HistoryEvent[] }) {
  const { t } = useTranslation('wpa');
  if (!events.length) return null;
  const status = (s: string) => t(wpaStatusKey(s), { defaultValue: s });
  const sorted = [...events].sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  return (
    <Card className="wpa-card" aria-labelledby="wpa-history">
      <h2 id="wpa-history">{t('review.history')}</h2>
      <ol className="wpa-timeline">
        {sorted.map((e) => {
          const to = e.toStatus;
          return (
            <li key={e.wpaEventId}>
              <time dateTime={e.eventDate}>{formatDateTime(e.eventDate)}</time>
              <div>
                <strong>{t(`event.${e.eventType}`, { defaultValue: status(to) })}</strong>
                {e.fromStatus !== to && <span> · {status(to)}</span>}
                {e.fromStatus && e.fromStatus !== to && (
                  <span className="wpa-muted"> {t('review.historyFrom', { status: status(e.fromStatus) })}</span>
                )}
                {(e.actorName || ACTOR_OF[e.eventType]) && (
                  <span className="wpa-muted">
                    {' '}
                    ·{' '}
                    {t('review.historyBy', {
                      who: e.actorUserId === null && ACTOR_OF[e.eventType] ? t(ACTOR_OF[e.eventType]!) : e.actorName,
                    })}
                  </span>
                )}
                {remarkText(e, t) && <p className="wpa-pre">{remarkText(e, t)}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
