import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import {
  type ChangeTone,
  changeTone,
  changeVsPrevious,
  formatChangePercent,
  type Polarity,
} from './report-change';

const TONE_CLASS: Record<ChangeTone, string> = {
  positive: 'text-emerald-700 dark:text-emerald-400',
  negative: 'text-red-700 dark:text-red-400',
  neutral: 'text-muted-foreground',
};

const ARROW = { up: '▲', down: '▼', flat: '=' } as const;

/**
 * '▲ 12,5%' against the previous period: the arrow and the words say which way (the colour only adds whether
 * that is good news); '—' when the previous period had nothing to compare with.
 */
export function ChangeIndicator({
  current,
  previous,
  polarity = 'higherIsBetter',
}: {
  current: number;
  previous: number;
  polarity?: Polarity;
}) {
  const { t, i18n } = useTranslation();
  const change = changeVsPrevious(current, previous);
  if (!change) {
    return (
      <span className="text-muted-foreground text-xs" data-testid="report-change" data-trend="none">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('reports.change.none')}</span>
      </span>
    );
  }
  const percent = formatChangePercent(change.percent, intlLocale(i18n.language));
  const sentence = t(`reports.change.${change.direction}`, { percent });
  return (
    <span
      className={cn('font-medium text-xs tabular-nums', TONE_CLASS[changeTone(change.direction, polarity)])}
      title={sentence}
      data-testid="report-change"
      data-trend={change.direction}
    >
      <span aria-hidden>
        {ARROW[change.direction]} {change.direction === 'flat' ? '0%' : percent}
      </span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
