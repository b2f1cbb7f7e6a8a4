import type { AffiliationStatus } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGE_VARIANT } from './affiliation-logic';

/** 'Ativo', 'Aguardando aprovação', 'Recusado' or 'Revogado'. */
export function AffiliationStatusBadge({ status }: { status: AffiliationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_BADGE_VARIANT[status]} data-status={status} data-testid="affiliation-status">
      {t(`affiliations.status.${status}`)}
    </Badge>
  );
}
