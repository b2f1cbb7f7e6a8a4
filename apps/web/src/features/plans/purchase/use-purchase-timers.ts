import { type Dispatch, useEffect, useRef } from 'react';
import {
  PURCHASE_REDIRECT_MS,
  PURCHASE_RESET_MS,
  type PurchaseAction,
  type PurchaseState,
} from './purchase-reducer';

/**
 * The purchase modal's timers: closing resets it to the form after 300 ms (once the closing
 * animation is over), reopening before that resets it at once; the redirect step loads its target after 1.5 s.
 */
export function usePurchaseTimers({
  open,
  state,
  dispatch,
}: {
  open: boolean;
  state: PurchaseState;
  dispatch: Dispatch<PurchaseAction>;
}): void {
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (open) {
      if (resetTimer.current !== null) {
        clearTimeout(resetTimer.current);
        resetTimer.current = null;
        dispatch({ type: 'reset' });
      }
      return;
    }
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      dispatch({ type: 'reset' });
    }, PURCHASE_RESET_MS);
  }, [open, dispatch]);
  useEffect(
    () => () => {
      if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    },
    [],
  );

  // A full-page load, so the app starts again with the new plan.
  useEffect(() => {
    if (state.step !== 'redirect' || !open) return;
    const timer = setTimeout(() => window.location.assign(state.targetUrl), PURCHASE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.step, state.targetUrl, open]);
}
