import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { moduleChoice } from '../moduleChoice';

/** Module Summary's Key Documents button (spec 002 §2): keeps the module, opens /academic/keyDocument. */
export default function KeyDocumentsButton({ cohortModuleId }: ModuleSummaryProps) {
  const { t } = useTranslation('key-documents');
  const navigate = useNavigate();
  return (
    <Button
      icon="folder-shared-open"
      onClick={() => {
        moduleChoice.set(cohortModuleId);
        navigate('/academic/keyDocument');
      }}
    >
      {t('title')}
    </Button>
  );
}
