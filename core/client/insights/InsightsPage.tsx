import { useTranslation } from 'react-i18next';
import { ChartSlot } from '../charts/ChartSlot';
import { useSelectedProgramme } from '../session/SessionContext';
import { insightsContract } from '@schemas/core/contract';

/**
 * /academic/insights (issue 38): the charts of every area across the modules of the selected
 * programme and cohort (the header's pickers), each drawn by its area from its own call.
 */
export default function InsightsPage() {
  const { t } = useTranslation();
  const selected = useSelectedProgramme();
  return (
    <div className="wil-page">
      <h1>{t('menu.insights')}</h1>
      {selected ? (
        // Keyed by the selection: a chart of the last programme never shows under the new one.
        <ChartSlot
          key={`${selected.cohortProgId}`}
          slot={insightsContract.slots.charts}
          props={selected}
          title={t('menu.insights')}
        />
      ) : (
        <p>{t('shell.chooseProgramme')}</p>
      )}
    </div>
  );
}
