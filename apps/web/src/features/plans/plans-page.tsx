import { PLANS, type PlanId } from '@afilia/validators';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRightIcon, HeadsetIcon, RefreshCwIcon, ShieldCheckIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { producerTrialState } from '@/lib/navigation-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMe } from '@/lib/use-me';
import { PlanGrid } from './plan-grid';
import { PlansFaq } from './plans-faq';
import type { PurchasePlan } from './purchase/purchase-plan';
import { usePlanSelection } from './use-plan-selection';

// The purchase dialog (and Stripe.js, inside it) loads only when a signed-in user picks a plan.
const loadPurchaseDialog = () => import('./purchase/purchase-dialog');
const PurchaseDialog = lazy(loadPurchaseDialog);

const GUARANTEES = [
  { id: 'secure', Icon: ShieldCheckIcon },
  { id: 'flexible', Icon: RefreshCwIcon },
  { id: 'support', Icon: HeadsetIcon },
] as const;

/** /plans — 'Planos e Preços', with the purchase dialog. `checkout` (a search param) opens it for a plan. */
export function PlansPage({ checkout }: { checkout?: PlanId | undefined }) {
  const { t } = useTranslation();
  useDocumentTitle(t('plans.page.title'));
  const navigate = useNavigate();
  const { me, isLoading } = useMe();
  const [purchase, setPurchase] = useState<PurchasePlan | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const onPurchase = useCallback((plan: PurchasePlan) => {
    setPurchase(plan);
    setDialogOpen(true);
  }, []);
  const { choose, currentPlanName, trialAvailable } = usePlanSelection({ onPurchase });

  // Fetch the dialog's code ahead of time for a signed-in visitor.
  useEffect(() => {
    if (me) void loadPurchaseDialog();
  }, [me]);

  // /plans?checkout=<plan>: open the purchase for that plan once (then drop the parameter).
  const handledCheckout = useRef<string | null>(null);
  useEffect(() => {
    if (!checkout || isLoading || handledCheckout.current === checkout) return;
    handledCheckout.current = checkout;
    const plan = PLANS.find((p) => p.id === checkout);
    void navigate({ to: '/plans', search: {}, replace: true });
    if (!plan) return;
    if (!me) {
      toast.error(t('plans.toasts.authRequired'), { description: t('plans.toasts.authRequiredDescription') });
      void navigate({ to: '/login', search: { returnTo: `/plans?checkout=${plan.id}` } });
      return;
    }
    void choose(plan);
  }, [checkout, isLoading, me, navigate, choose, t]);

  return (
    <div className="pb-20">
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-primary/5 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {t('plans.page.eyebrow')}
          </p>
          <h1 className="mt-3 font-bold text-4xl tracking-tight sm:text-5xl">{t('plans.page.title')}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{t('plans.page.subtitle')}</p>
        </div>
      </section>

      <div className="px-4 pt-14 sm:px-6 lg:px-8">
        <PlanGrid
          currentPlanName={currentPlanName}
          trialAvailable={trialAvailable}
          onChoose={(plan) => void choose(plan)}
          headingLevel="h2"
        />

        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3">
          {GUARANTEES.map(({ id, Icon }) => (
            <li key={id} className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{t(`plans.page.guarantees.${id}`)}</span>
            </li>
          ))}
        </ul>

        <div className="mt-20">
          <PlansFaq />
        </div>

        <section className="mx-auto mt-20 max-w-4xl rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('plans.page.ctaTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">{t('plans.page.ctaDescription')}</p>
          <Button
            asChild
            size="xl"
            variant="secondary"
            className="mt-8 bg-white text-slate-900 hover:bg-white/90"
          >
            <Link to="/register" state={producerTrialState}>
              {t('plans.page.ctaButton')}
              <ArrowRightIcon />
            </Link>
          </Button>
        </section>
      </div>

      {purchase && (
        <Suspense fallback={null}>
          <PurchaseDialog key={purchase.id} plan={purchase} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </div>
  );
}
