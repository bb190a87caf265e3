import type { ComponentProps } from 'react';
import { FieldList } from '@core/client/ui/FieldList';

/** Job review's label/value pairs. */
export const Fields = (props: Omit<ComponentProps<typeof FieldList>, 'className'>) => (
  <FieldList className="wil-dl jr-fields" {...props} />
);
