import { Button, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * Under the table or the cards: the total, previous and next page, the page shown and, when
 * sizes are offered, the page size. With a label it is a named navigation landmark.
 */
export function GridPager({
  total,
  page,
  pageSize,
  pageSizes,
  onPage,
  onPageSize,
  label,
}: {
  total: number;
  page: number;
  pageSize: number;
  pageSizes?: number[];
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const Shell = label ? 'nav' : 'div';
  return (
    <Shell className="wil-pager" aria-label={label}>
      <span>{t('grid.total', { total })}</span>
      <Button
        variant="minimal"
        icon="chevron-left"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('grid.previous')}
      />
      <span>{t('grid.page', { page, pages })}</span>
      <Button
        variant="minimal"
        icon="chevron-right"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('grid.next')}
      />
      {pageSizes && onPageSize && (
        <HTMLSelect
          aria-label={t('grid.pageSize')}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
          options={pageSizes.map((n) => ({ value: n, label: t('grid.perPage', { n }) }))}
        />
      )}
    </Shell>
  );
}
