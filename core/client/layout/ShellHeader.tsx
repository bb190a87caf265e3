import { useNavigate } from 'react-router-dom';
import { Button, HTMLSelect, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { HeaderKind } from '../plugin';
import { useSession } from '../session/SessionContext';
import { LanguageSelect } from '../ui/LanguageSelect';
import { useRouteRef } from '../extensions/Extensions';
import { createExternalRouteRef } from '../extensions/routeRefs';
import { saveLanguageOnServer } from '../session/serverLanguage';

/** The header's Resources/FAQ button (spec 000 §2) opens whichever page config/app.json binds. */
export const resourcesFaqRef = createExternalRouteRef('core.resourcesFaq');

/** The header (spec 000 §2): Resources/FAQ or Back, the pickers on home screens, language, user. */
export function ShellHeader({ header }: { header: HeaderKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const resourcesFaq = useRouteRef(resourcesFaqRef);
  return (
    <header className="wil-header">
      {header === 'home' ? (
        resourcesFaq && (
          <Button variant="minimal" icon="help" onClick={() => navigate(resourcesFaq({}))}>
            {t('shell.resourcesFaq')}
          </Button>
        )
      ) : (
        <Button variant="minimal" icon="arrow-left" onClick={() => navigate(-1)}>
          {t('shell.back')}
        </Button>
      )}
      <div className="wil-header-right">
        {header === 'home' && <CohortProgrammePickers />}
        <LanguageSelect onChosen={saveLanguageOnServer} />
        <Button variant="minimal" icon="log-out" onClick={() => void session.logout()}>
          {t('shell.logout')}
        </Button>
        <div className="wil-user-box" aria-label={t('shell.signedInAs')}>
          <Icon icon="user" /> {session.userInfo.userName}
        </div>
      </div>
    </header>
  );
}

function CohortProgrammePickers() {
  const { t } = useTranslation();
  const s = useSession();
  return (
    <>
      <div className="wil-picker">
        <label htmlFor="wil-cohort">{t('shell.cohort')}</label>
        <HTMLSelect
          id="wil-cohort"
          value={s.cohort.cohortId}
          onChange={(e) => s.selectCohort(Number(e.currentTarget.value))}
          options={s.academic.cohorts.map((c) => ({ value: c.cohortId, label: String(c.cohortYear) }))}
        />
      </div>
      <div className="wil-picker">
        <label htmlFor="wil-programme">{t('shell.programme')}</label>
        <HTMLSelect
          id="wil-programme"
          value={s.programme?.cohortProgId ?? ''}
          onChange={(e) => s.selectProgramme(Number(e.currentTarget.value))}
          options={[
            ...(s.programme ? [] : [{ value: '', label: t('shell.chooseProgramme') }]),
            ...s.programmes.map((p) => ({ value: p.cohortProgId, label: `${p.progCode} ${p.progTitle}` })),
          ]}
        />
      </div>
    </>
  );
}
