import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The full-width submit button of the auth forms, with a spinner and its busy label while submitting. */
export function SubmitButton({
  submitting,
  disabled,
  children,
  busyLabel,
}: {
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
  busyLabel: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled ?? submitting}>
      {submitting && <Spinner />}
      {submitting ? busyLabel : children}
    </Button>
  );
}
