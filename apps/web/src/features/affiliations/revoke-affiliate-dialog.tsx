import { BanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import type { ProductAffiliate } from './affiliation-logic';
import { resellerName } from './use-affiliate-decisions';

/** 'Revogar afiliação?': new clicks stop being attributed at once; earlier attributions stay. */
export function RevokeAffiliateDialog({
  affiliate,
  productTitle,
  revoking,
  onCancel,
  onConfirm,
}: {
  affiliate: ProductAffiliate | null;
  productTitle: string;
  revoking: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={affiliate !== null} onOpenChange={(open) => !open && !revoking && onCancel()}>
      <AlertDialogContent data-testid="revoke-affiliate-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('affiliations.manage.revoke.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('affiliations.manage.revoke.description', {
              name: affiliate ? resellerName(affiliate) : '',
              title: productTitle,
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoking}>{t('common.actions.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={revoking}>
            {revoking ? <Spinner /> : <BanIcon aria-hidden />}
            {t('affiliations.manage.revoke.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
