import { formatDate } from '@/lib/format';
import type { KeyName, KeyUnder, TranslationValues } from '@/lib/i18n-keys';
import type { CurrentPlan } from '@/lib/use-current-plan';
import { getTrialStatus, type TrialBand } from './trial-status';

/** The fields of `plans.current` the dashboard cards read. */
export type SubscriptionView = Pick<
  CurrentPlan,
  | 'isProducer'
  | 'planId'
  | 'planName'
  | 'status'
  | 'trialEnd'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'nextChargeAt'
  | 'amountCents'
  | 'card'
>;

function isPast(date: Date | null, now: Date): boolean {
  return date !== null && date.getTime() <= now.getTime();
}

/** A trial whose end date has passed by the browser's clock, or that the billing job already lapsed. */
export function isTrialOver(view: SubscriptionView, now: Date): boolean {
  if (view.status === 'expired') return true;
  return view.status === 'trialing' && isPast(view.trialEnd, now);
}

export interface TrialCardView {
  state: TrialBand;
  /** The trial's end (null only for an expired subscription without one). */
  trialEnd: Date | null;
}

/**
 * The countdown card: shown while trialing (normal, or yellow under 2 days) and,
 * in red with the upgrade button, once the trial ended without a paid plan.
 */
export function trialCardView(view: SubscriptionView | null | undefined, now: Date): TrialCardView | null {
  if (!view?.isProducer) return null;
  if (view.status === 'expired')
    return { state: 'expired', trialEnd: view.trialEnd ?? view.currentPeriodEnd };
  if (view.status !== 'trialing' || !view.trialEnd) return null;
  return { state: getTrialStatus(now, view.trialEnd).band, trialEnd: view.trialEnd };
}

export type StatusVariant = 'success' | 'warning' | 'destructive' | 'secondary';

export interface StatusLabel {
  /** i18n key under dashboard.payment. */
  key: KeyUnder<'dashboard.payment'>;
  params: TranslationValues;
  variant: StatusVariant;
}

/** Teste grátis / Ativo / Pagamento pendente / Cancelado / Expirado / Cancela em dd/mm/yyyy. */
export function subscriptionStatusLabel(view: SubscriptionView, now: Date): StatusLabel {
  const label = (
    key: KeyName<'dashboard.payment'>,
    variant: StatusVariant,
    params: TranslationValues = {},
  ): StatusLabel => ({
    key: `dashboard.payment.${key}`,
    params,
    variant,
  });
  if (isTrialOver(view, now)) return label('statusExpired', 'destructive');
  switch (view.status) {
    case 'trialing':
      return label('statusTrial', 'success');
    case 'active':
    case 'past_due':
      if (view.cancelAtPeriodEnd && view.currentPeriodEnd)
        return label('statusCancelsOn', 'warning', { date: formatDate(view.currentPeriodEnd) });
      return view.status === 'active' ? label('statusActive', 'success') : label('statusPastDue', 'warning');
    case 'incomplete':
      return label('statusPastDue', 'warning');
    case 'canceled':
      return label('statusCanceled', 'secondary');
    default:
      return label('statusExpired', 'destructive');
  }
}

/** The payment-info card is shown to producers with any subscription. */
export function showPaymentCard(view: SubscriptionView | null | undefined): view is SubscriptionView {
  return Boolean(view?.isProducer && view.status);
}

/** A paid plan that can be changed on /plans ('Mudar de plano'). */
export function isPaidPlan(view: SubscriptionView): boolean {
  return Boolean(view.planId) && (view.status === 'active' || view.status === 'past_due');
}

/** 'Cancelar assinatura' applies to a running trial and to a paid plan not already set to end. */
export function canCancel(view: SubscriptionView, now: Date): boolean {
  if (isTrialOver(view, now)) return false;
  if (view.status === 'trialing') return true;
  return isPaidPlan(view) && !view.cancelAtPeriodEnd;
}
