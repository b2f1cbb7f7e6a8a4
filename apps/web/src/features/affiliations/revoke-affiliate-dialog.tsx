import { BanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={affiliate !== null}
      title={t('affiliations.manage.revoke.title')}
      description={t('affiliations.manage.revoke.description', {
        name: affiliate ? resellerName(affiliate) : '',
        title: productTitle,
      })}
      cancelLabel={t('common.actions.cancel')}
      confirmLabel={t('affiliations.manage.revoke.confirm')}
      confirmIcon={BanIcon}
      pending={revoking}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="revoke-affiliate-dialog"
    />
  );
}
