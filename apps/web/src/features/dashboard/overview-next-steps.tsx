import { Link } from '@tanstack/react-router';
import {
  CheckIcon,
  ChevronRightIcon,
  LinkIcon,
  type LucideIcon,
  PackageIcon,
  PartyPopperIcon,
  PercentIcon,
  UserRoundIcon,
  UsersIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TranslationKey } from '@/lib/i18n-keys';
import type { NextStep, NextStepKey } from './overview-steps';

/** Texts and icon of each step. */
const STEP_VIEW: Record<NextStepKey, { title: TranslationKey; hint: TranslationKey; icon: LucideIcon }> = {
  firstProduct: {
    title: 'dashboard.overview.nextSteps.firstProduct',
    hint: 'dashboard.overview.nextSteps.firstProductHint',
    icon: PackageIcon,
  },
  setPrices: {
    title: 'dashboard.overview.nextSteps.setPrices',
    hint: 'dashboard.overview.nextSteps.setPricesHint',
    icon: PercentIcon,
  },
  inviteResellers: {
    title: 'dashboard.overview.nextSteps.inviteResellers',
    hint: 'dashboard.overview.nextSteps.inviteResellersHint',
    icon: UsersIcon,
  },
  firstLink: {
    title: 'dashboard.overview.nextSteps.firstLink',
    hint: 'dashboard.overview.nextSteps.firstLinkHint',
    icon: LinkIcon,
  },
  completeProfile: {
    title: 'dashboard.overview.nextSteps.completeProfile',
    hint: 'dashboard.overview.nextSteps.completeProfileHint',
    icon: UserRoundIcon,
  },
};

/** 'Próximos Passos': the steps still to do lead to their page; the ones done show a check and 'Concluído'. */
export function NextStepsCard({ steps, className }: { steps: NextStep[]; className?: string }) {
  const { t } = useTranslation();
  const done = steps.filter((step) => step.done).length;
  const allDone = steps.length > 0 && done === steps.length;

  return (
    <Card className={className} data-testid="next-steps">
      <CardHeader>
        <CardTitle>{t('dashboard.overview.nextSteps.title')}</CardTitle>
        <CardDescription>
          {t('dashboard.overview.nextSteps.progress', { done, total: steps.length })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {allDone && (
          <p className="flex items-center gap-2 rounded-lg bg-primary/10 p-3 font-medium text-sm">
            <PartyPopperIcon className="size-4 shrink-0 text-primary" aria-hidden />
            {t('dashboard.overview.nextSteps.allDone')}
          </p>
        )}
        <ul className="grid gap-2">
          {steps.map((step) => {
            const view = STEP_VIEW[step.key];
            const text = (
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span
                  className={step.done ? 'font-medium text-muted-foreground text-sm' : 'font-medium text-sm'}
                >
                  {t(view.title)}
                </span>
                <span className="text-muted-foreground text-xs">{t(view.hint)}</span>
              </span>
            );
            if (step.done) {
              return (
                <li
                  key={step.key}
                  className="flex items-center gap-3 rounded-lg border border-dashed p-3"
                  data-state="done"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
                    <CheckIcon className="size-4" aria-hidden />
                  </span>
                  {text}
                  <Badge variant="success" className="shrink-0">
                    {t('dashboard.overview.nextSteps.done')}
                  </Badge>
                </li>
              );
            }
            return (
              <li key={step.key} data-state="todo">
                <Link
                  to={step.href}
                  className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                    <view.icon className="size-4" aria-hidden />
                  </span>
                  {text}
                  <ChevronRightIcon
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
