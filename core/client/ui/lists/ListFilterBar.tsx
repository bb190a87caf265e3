import type { ComponentProps, ReactNode } from 'react';
import { ResetButton } from '../ListFilters';
import { SortPopover } from '../SortPopover';
import { ListFilterLookContext, type ListFilterLook } from './listFilterLook';

/**
 * The house lists' filter bar (spec 000 §2, 002 §2): the filters, then Sort (where the list
 * sorts), Reset and the area's `extra` buttons at its end. The filters inside take the bar's
 * classes from `look`.
 */
export function ListFilterBar({
  look,
  sort,
  onReset,
  resetText,
  extra,
  role,
  children,
}: {
  look: ListFilterLook;
  sort?: ComponentProps<typeof SortPopover>;
  onReset: () => void;
  /** Where the area words Reset otherwise. */
  resetText?: string;
  extra?: ReactNode;
  role?: 'search';
  children: ReactNode;
}) {
  return (
    <ListFilterLookContext.Provider value={look}>
      <div className={look.bar} role={role}>
        {children}
        <div className={look.buttons}>
          {sort && <SortPopover {...sort} />}
          <ResetButton text={resetText} onClick={onReset} />
          {extra}
        </div>
      </div>
    </ListFilterLookContext.Provider>
  );
}
