import type { FormHTMLAttributes } from 'react';

/** A form whose submit (its submit button, or Enter in a field) runs `onSubmit` in place of a page load. */
export function SubmitForm({
  onSubmit,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    />
  );
}
