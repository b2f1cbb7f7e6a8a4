import { PLAN_IDS, type PlanId } from '@afilia/validators/constants';
import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from '@/features/plans/plans-page';

export interface PlansSearch {
  /** Opens the purchase dialog for this plan (e.g. back from login after registering with a plan). */
  checkout?: PlanId;
}

function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export const Route = createFileRoute('/_public/plans')({
  validateSearch: (search: Record<string, unknown>): PlansSearch =>
    isPlanId(search.checkout) ? { checkout: search.checkout } : {},
  component: PlansRoute,
});

function PlansRoute() {
  const { checkout } = Route.useSearch();
  return <PlansPage checkout={checkout} />;
}
