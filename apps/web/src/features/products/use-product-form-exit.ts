import { useBlocker, useNavigate } from '@tanstack/react-router';
import { type ComponentProps, type RefObject, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DraftAutosaver } from './draft-autosave';
import type { CancelEditDialog, LeaveFormDialog } from './product-form-dialogs';
import { type ProductFormValues, sameFormValues } from './product-form-values';
import { clearDraft, type KeyValueStorage } from './product-storage';

const LIST_PATH = /^\/dashboard\/products\/?$/;

export interface ProductFormExit {
  /** Back to the products list, with no more questions. */
  goToList: () => void;
  /** Stops the autosave and removes the draft. */
  discardDraft: () => void;
  /** 'Cancelar edição': asks first when there are unsaved changes. */
  cancelEdit: () => void;
  leaveDialog: ComponentProps<typeof LeaveFormDialog>;
  cancelDialog: ComponentProps<typeof CancelEditDialog>;
}

/**
 * Leaving the product form: with unsaved changes, any navigation asks first (towards the
 * list the draft is discarded, elsewhere it is kept), and so does 'Cancelar edição' (discard or keep).
 */
export function useProductFormExit({
  storage,
  codeRef,
  form,
  baseline,
  autosaver,
}: {
  storage: KeyValueStorage | null;
  codeRef: RefObject<string>;
  form: UseFormReturn<ProductFormValues>;
  baseline: ProductFormValues;
  autosaver: DraftAutosaver;
}): ProductFormExit {
  const navigate = useNavigate();
  /** Set once the form is left on purpose (saved, discarded, kept as a draft): no more questions. */
  const bypassRef = useRef(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const isDirtyNow = () => !sameFormValues(form.getValues(), baseline);

  const blocker = useBlocker({
    shouldBlockFn: () => !bypassRef.current && isDirtyNow(),
    enableBeforeUnload: () => !bypassRef.current && isDirtyNow(),
    withResolver: true,
  });
  const leavingToList = blocker.status === 'blocked' && LIST_PATH.test(blocker.next.pathname);

  const goToList = () => {
    bypassRef.current = true;
    void navigate({ to: '/dashboard/products', search: { view: 'list' } });
  };

  const discardDraft = () => {
    autosaver.disable();
    clearDraft(storage, codeRef.current);
  };

  const cancelEdit = () => {
    if (isDirtyNow()) setCancelOpen(true);
    else {
      discardDraft();
      goToList();
    }
  };

  return {
    goToList,
    discardDraft,
    cancelEdit,
    leaveDialog: {
      open: blocker.status === 'blocked',
      toList: leavingToList,
      onStay: () => blocker.reset?.(),
      onLeave: () => {
        bypassRef.current = true;
        if (leavingToList) {
          discardDraft();
        } else autosaver.save();
        blocker.proceed?.();
      },
    },
    cancelDialog: {
      open: cancelOpen,
      onOpenChange: setCancelOpen,
      onDiscard: () => {
        discardDraft();
        setCancelOpen(false);
        goToList();
      },
      onKeep: () => {
        autosaver.save();
        autosaver.disable();
        setCancelOpen(false);
        goToList();
      },
    },
  };
}
