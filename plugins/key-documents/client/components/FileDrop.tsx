import { useRef, useState } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ATTRIBUTE } from '../fileKinds';

/**
 * The one file of an upload (spec 002 §5 'Maximum uploads 1 files.'): chosen with the button or
 * dropped on the area. Every file given is passed on, so the form can refuse more than one.
 */
export function FileDrop({
  id,
  files,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  files: File[];
  invalid: boolean;
  describedBy?: string;
  onChange: (files: File[]) => void;
}) {
  const { t } = useTranslation('key-documents');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const cls = ['kd-drop', over ? 'kd-drop-over' : '', invalid ? 'kd-drop-invalid' : ''].filter(Boolean).join(' ');
  return (
    <div
      className={cls}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onChange([...e.dataTransfer.files]);
      }}
    >
      <Icon icon="cloud-upload" size={24} className="kd-drop-icon" />
      <p className="kd-drop-text">{t('upload.dropHint')}</p>
      <Button icon="folder-open" onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {t('upload.chooseFile')}
      </Button>
      <input
        ref={input}
        id={id}
        type="file"
        className="kd-file-input"
        accept={ACCEPT_ATTRIBUTE}
        aria-invalid={invalid}
        onChange={(e) => {
          onChange([...(e.currentTarget.files ?? [])]);
          // The same file may be chosen again after a refusal.
          e.currentTarget.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="kd-files">
          {files.map((f, i) => (
            <li key={i}>
              <Icon icon="document" size={14} /> <span className="kd-file-name">{f.name}</span>
              <span className="kd-muted"> ({formatSize(f.size)})</span>
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={t('upload.removeFile', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
