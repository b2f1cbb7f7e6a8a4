import { useEffect, useState } from 'react';

/**
 * The last non-null value a dialog was opened with: the dialog keeps its content while it closes (`value`
 * turns null at once, the closing animation still shows the old content).
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState<T | null>(value);
  useEffect(() => {
    if (value) setShown(value);
  }, [value]);
  return shown;
}
