import { useEffect, useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { CountedTextArea } from '@core/client/ui/CountedTextArea';
import { useTranslation } from 'react-i18next';
import { WPA_MAX } from '@schemas/wpa/limits';
import { Fields } from './Fields';

/** Spec 001 §5 / 002 §5: the AS's private remarks and comments to the student, 500 each. */
export const NOTE_MAX = WPA_MAX.notes;

/**
 * The notes panel (spec 001 §2): hidden for PENDING_SEND (the caller decides, from wpaActions);
 * editable by the WPA's reviewers, read-only for everyone else.
 */
export function NotesPanel({
  remarks,
  comments,
  editable,
  pending,
  onSave,
}: {
  remarks: string;
  comments: string;
  editable: boolean;
  pending?: boolean;
  onSave: (remarks: string, comments: string) => void;
}) {
  const { t } = useTranslation('wpa');
  const [r, setR] = useState(remarks);
  const [c, setC] = useState(comments);
  useEffect(() => {
    setR(remarks);
    setC(comments);
  }, [remarks, comments]);
  return (
    <Card className="wpa-card" aria-labelledby="wpa-notes">
      <h2 id="wpa-notes">{t('notes.title')}</h2>
      {editable ? (
        <>
          {[
            { id: 'wpa-remarks', label: t('notes.remarks'), value: r, set: setR },
            { id: 'wpa-comments', label: t('notes.comments'), value: c, set: setC },
          ].map((n) => (
            <CountedTextArea
              key={n.id}
              id={n.id}
              label={n.label}
              max={NOTE_MAX}
              rows={3}
              value={n.value}
              onChange={n.set}
            />
          ))}
          <div className="wpa-actions">
            <Button intent="primary" icon="floppy-disk" loading={pending} onClick={() => onSave(r, c)}>
              {t('action.saveNotes')}
            </Button>
          </div>
        </>
      ) : (
        <Fields
          rows={[
            [t('notes.remarks'), remarks],
            [t('notes.comments'), comments],
          ]}
        />
      )}
    </Card>
  );
}
