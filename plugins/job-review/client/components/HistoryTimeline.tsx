import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@core/client/format';
import type { HistoryEvent } from '../types';

/** The decision history from the event rows the server returns (who, what, when, remark). */
export function HistoryTimeline({ events, statusKey }: { events: HistoryEvent[]; statusKey: (s: string) => string }) {
  const { t } = useTranslation('job-review');
  if (!events.length) return null;
  const sorted = [...events].sort((a, b) => String(a.eventDate ?? '').localeCompare(String(b.eventDate ?? '')));
  return (
    <section className="jr-section" aria-labelledby="jr-history">
      <h2 id="jr-history">{t('history.title')}</h2>
      <ol className="jr-timeline">
        {sorted.map((e, i) => {
          const to = e.toStatus ?? e.eventType;
          const who = e.actorName;
          const remark = e.eventRemark ?? e.specialRemark;
          return (
            <li key={i}>
              <time>{formatDateTime(e.eventDate)}</time>
              <div>
                <strong>{to ? t(statusKey(to), { defaultValue: to }) : t('history.event')}</strong>
                {e.fromStatus && (
                  <span className="jr-muted">
                    {' '}
                    {t('history.from', { status: t(statusKey(e.fromStatus), { defaultValue: e.fromStatus }) })}
                  </span>
                )}
                {who && <span className="jr-muted"> · {t('history.by', { who })}</span>}
                {remark && <p className="jr-remark">{remark}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
