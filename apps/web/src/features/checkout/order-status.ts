import type { SaleStatus } from '@afilia/validators';
import type { VariantProps } from 'class-variance-authority';
import type { badgeVariants } from '@/components/ui/badge';

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** How 'Meu pedido' colours an order's status. */
export const ORDER_STATUS_BADGE: Record<SaleStatus, BadgeVariant> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'secondary',
  chargeback: 'secondary',
  failed: 'destructive',
};

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

export const SUBSCRIPTION_STATUS_BADGE: Record<SubscriptionStatus, BadgeVariant> = {
  active: 'success',
  past_due: 'warning',
  canceled: 'secondary',
};
