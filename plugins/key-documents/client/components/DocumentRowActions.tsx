import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isExemption } from '../rules';
import type { KeyDocument } from '../types';

/**
 * A row's actions: View for everyone, and in More, Download and the Replace, Submit and Delete
 * the server says the caller may do now (spec 002 §4, §6).
 */
export function DocumentRowActions({
  doc,
  onView,
  onDownload,
  onReplace,
  onConfirm,
}: {
  doc: KeyDocument;
  onView: () => void;
  onDownload: () => void;
  onReplace: () => void;
  onConfirm: (what: 'delete' | 'submit') => void;
}) {
  const { t } = useTranslation('key-documents');
  const more = doc.actions;
  const name = doc.fileName;
  return (
    <div className="kd-row-actions">
      <Button size="small" icon="eye-open" onClick={onView} aria-label={t('action.viewNamed', { name })}>
        {t('action.view')}
      </Button>
      <Popover
        placement="bottom-end"
        content={
          <Menu aria-label={t('action.actionsFor', { name })}>
            <MenuItem icon="download" text={t('action.download')} onClick={onDownload} />
            {more.replace && (
              <MenuItem
                icon="refresh"
                text={isExemption(doc) ? t('action.replaceExemption') : t('action.replace')}
                onClick={onReplace}
              />
            )}
            {more.submit && (
              <MenuItem
                icon="endorsed"
                intent="success"
                text={t('action.submit')}
                onClick={() => onConfirm('submit')}
              />
            )}
            {more.delete && (
              <MenuItem icon="trash" intent="danger" text={t('action.delete')} onClick={() => onConfirm('delete')} />
            )}
          </Menu>
        }
      >
        <Button size="small" endIcon="caret-down" aria-label={t('action.actionsFor', { name })}>
          {t('action.more')}
        </Button>
      </Popover>
    </div>
  );
}
