import { Button, NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteRef } from '@core/client/extensions/Extensions';
import { keyDocumentExternalRoutes } from '../routes';

/** The Key Documents page with no module chosen: the way to the Module List. */
export function NoChosenModule() {
  const { t } = useTranslation('key-documents');
  const moduleList = useRouteRef(keyDocumentExternalRoutes.moduleList);
  return (
    <div className="wil-page kd-page">
      <h1>{t('title')}</h1>
      <NonIdealState
        icon="folder-close"
        title={t('noModule')}
        action={moduleList ? <Link to={moduleList({})}>{t('chooseModule')}</Link> : undefined}
      />
    </div>
  );
}

/** The page's title with Upload and Upload Exemption (for who may upload) and the file-type table. */
export function KeyDocumentTitleRow({
  uploads,
  onUpload,
  onFileTypes,
}: {
  uploads: boolean;
  onUpload: (exemption: boolean) => void;
  onFileTypes: () => void;
}) {
  const { t } = useTranslation('key-documents');
  return (
    <div className="kd-title-row">
      <h1>{t('title')}</h1>
      <div className="kd-toolbar-buttons">
        {uploads && (
          <>
            <Button intent="primary" icon="upload" onClick={() => onUpload(false)}>
              {t('action.upload')}
            </Button>
            <Button icon="time" onClick={() => onUpload(true)}>
              {t('action.uploadExemption')}
            </Button>
          </>
        )}
        <Button icon="th" onClick={onFileTypes}>
          {t('action.fileTypes')}
        </Button>
      </div>
    </div>
  );
}
