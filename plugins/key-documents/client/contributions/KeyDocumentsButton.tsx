import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ModuleSummaryProps } from '@schemas/modules/contract';

/** Module Summary's Key Documents button (spec 002 §2): /academic/keyDocument shows the chosen module. */
export default function KeyDocumentsButton(_: ModuleSummaryProps) {
  const { t } = useTranslation('key-documents');
  const navigate = useNavigate();
  return (
    <Button icon="folder-shared-open" onClick={() => navigate('/academic/keyDocument')}>
      {t('title')}
    </Button>
  );
}
