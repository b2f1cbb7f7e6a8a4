import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A settings card whose values come from the server and are saved on each change: the title and description,
 * then, when the values could not be loaded, a warning with 'Tentar novamente' above the controls.
 */
export function SavedSettingsCard({
  title,
  description,
  loadFailed,
  onRetry,
  testId,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  /** The translated warning when the values could not be loaded; null while they are fine. */
  loadFailed: ReactNode | null;
  onRetry: () => void;
  testId: string;
  /** The controls. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loadFailed && (
          <Alert variant="warning">
            <TriangleAlertIcon aria-hidden />
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              <p>{loadFailed}</p>
              <Button variant="outline" size="sm" onClick={onRetry}>
                <RefreshCwIcon aria-hidden />
                {t('settings.retry')}
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
