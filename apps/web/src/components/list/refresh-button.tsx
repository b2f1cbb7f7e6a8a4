import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** 'Atualizar' / 'Tentar novamente' of a list: disabled, with a spinner for its icon, while the list reloads. */
export function RefreshButton({
  onClick,
  refreshing,
  children,
  className,
}: {
  onClick: () => void;
  refreshing: boolean;
  /** The translated label. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button variant="outline" onClick={onClick} disabled={refreshing} className={className}>
      {refreshing ? <Spinner /> : <RefreshCwIcon aria-hidden />}
      {children}
    </Button>
  );
}
