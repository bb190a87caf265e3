import { useTranslation } from 'react-i18next';
import { ChartSlot } from '@core/client/charts/ChartSlot';
import { Slot } from '@core/client/extensions/Extensions';
import { homeContract, type SelectedProgramme } from '@schemas/home/contract';
import { useSelectedProgramme } from '@core/client/session/SessionContext';
import { UserProfileCard } from './UserProfileCard';
import './home.css';

/**
 * The academic home dashboard (spec 000 §2 'Academic home'), scoped to the selected programme.
 * Home owns the frame and the profile card; the areas add their cards and panels to its slots.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const selected: SelectedProgramme | null = useSelectedProgramme();
  return (
    <div className="wil-page">
      <h1>{t('title')}</h1>
      <div className="wil-home-grid">
        <UserProfileCard />
        {selected && <Slot slot={homeContract.slots.cards} props={selected} />}
      </div>
      {selected ? (
        <div className="home-stack">
          <Slot slot={homeContract.slots.panels} props={selected} />
          <ChartSlot slot={homeContract.slots.charts} props={selected} title={t('charts')} belowFold />
        </div>
      ) : (
        <p className="home-muted">{t('chooseProgramme')}</p>
      )}
    </div>
  );
}
