import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * The confirmation of a destructive or weighty action ('Excluir produto?', 'Pagar comissões disponíveis?'): a
 * title, a description, Cancelar and the confirm button (red unless `confirmVariant` says otherwise). While `pending` both buttons are disabled, the confirm button shows a
 * spinner instead of its icon, and closing (Escape, Cancelar) is refused.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  confirmIcon: ConfirmIcon,
  confirmVariant = 'destructive',
  pending,
  onConfirm,
  onCancel,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Anything shown between the texts and the buttons, e.g. who is affected. */
  children?: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  confirmIcon?: LucideIcon;
  /** Red for what destroys or blocks; the primary colour for a money action that is the point of the screen. */
  confirmVariant?: 'destructive' | 'default';
  /** The confirmed call is running. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner /> : ConfirmIcon && <ConfirmIcon aria-hidden />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
