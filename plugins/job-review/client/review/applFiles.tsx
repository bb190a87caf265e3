import type { ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ApplAnnex } from '../types';

/** A link the student gave, opened outside the product; a bare host gets https. */
export const external = (u: string | null | undefined, label?: string | null) =>
  u ? (
    <a href={/^https?:\/\//i.test(u) ? u : `https://${u}`} target="_blank" rel="noopener noreferrer">
      {label || u}
    </a>
  ) : null;

/** A file the server signed a link for (spec 000 §7 downloads); without a link, its name. */
export function FileLink({ url, name }: { url: string | null | undefined; name: string | null | undefined }) {
  const { t } = useTranslation('job-review');
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" download={name ?? undefined}>
      <Icon icon="document" /> {name || t('appl.download')}
    </a>
  ) : (
    <>{name}</>
  );
}

/** The list, or 'None' when it is empty. */
export function OrNone({ shown, children }: { shown: boolean; children: ReactNode }) {
  const { t } = useTranslation('job-review');
  return shown ? <>{children}</> : <p className="jr-muted">{t('common.none')}</p>;
}

/** The items as a list of the application's files, links or notes; 'None' when there are none. */
export function FileItems<T>({
  items,
  itemKey,
  className,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T, i: number) => string | number;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <OrNone shown={items.length > 0}>
      <ul className="jr-files">
        {items.map((x, i) => (
          <li key={itemKey(x, i)} className={className}>
            {children(x)}
          </li>
        ))}
      </ul>
    </OrNone>
  );
}

/** An application's attached files with their types. */
export function AnnexList({ list }: { list: ApplAnnex[] | null | undefined }) {
  return (
    <FileItems items={list ?? []} itemKey={(f, i) => f.jobApplAnnexId ?? i}>
      {(f) => (
        <>
          <FileLink url={f.downloadUrl} name={f.annexName} />
          {f.fileTypeVal ? <span className="jr-muted"> ({f.fileTypeVal})</span> : null}
        </>
      )}
    </FileItems>
  );
}
