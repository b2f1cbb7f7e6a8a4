import { LockIcon, PlusIcon, SparklesIcon } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { QueryErrorMessage, type RetryableQuery } from '@/components/list/retry-message';
import { NoticeCard } from '@/components/notice-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A card of the 'Integrações' tab: its title (an h3, under the tab's heading) and description, the content,
 * and the dialogs it opens.
 */
export function IntegrationCard({
  testId,
  title,
  description,
  contentClassName,
  dialogs,
  children,
}: {
  testId: string;
  title: string;
  description: string;
  contentClassName?: string;
  /** The dialogs the card opens, kept inside it: closed they render nothing, open they show over the page. */
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {dialogs}
    </Card>
  );
}

/** The fields of a query result the content reads (a tRPC `useQuery` result fits). */
export interface LoadableQuery<Data> extends RetryableQuery {
  data: Data | undefined;
  isError: boolean;
}

/**
 * A query's content once loaded; before that, rows of placeholders, or the error with a retry if the load
 * failed. A failed reload keeps what was loaded on screen: the error shows only when there is nothing to show.
 */
export function QueryContent<Data>({
  query,
  loadFailed,
  skeleton,
  children,
}: {
  query: LoadableQuery<Data>;
  /** The error's title. */
  loadFailed: string;
  /** The placeholder rows: the status's accessible name, how many rows, how many blocks end each. */
  skeleton: { label: string; count: number; trailing: number; testId?: string };
  children: (data: Data) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isError) return <QueryErrorMessage title={loadFailed} query={query} />;
  return (
    <ListSkeleton
      label={skeleton.label}
      layout="rows"
      media="avatar"
      count={skeleton.count}
      trailing={skeleton.trailing}
      className="rounded-lg border"
      testId={skeleton.testId}
    />
  );
}

/**
 * A plan without the feature: the prompt to upgrade and, while items made before remain, why they are still
 * listed (they can still be removed, but not used or added to).
 */
export function UpgradeNotice({
  title,
  text,
  cta,
  keptHint,
  testId,
}: {
  title: string;
  text: string;
  cta: string;
  /** Shown only when the user still has items. */
  keptHint: string | undefined;
  testId: string;
}) {
  return (
    <>
      <NoticeCard
        tone="brand"
        headingLevel={4}
        icon={LockIcon}
        title={title}
        text={text}
        action={{ to: '/plans', label: cta, icon: SparklesIcon }}
        testId={testId}
        contentClassName="py-8"
      />
      {keptHint && <p className="text-muted-foreground text-sm">{keptHint}</p>}
    </>
  );
}

/**
 * How many of the plan's items are in use, and the button that adds one. At the limit the button is disabled
 * and the note under it says why, linked to it by `aria-describedby` for screen readers.
 */
export function UsageBar({
  usage,
  addLabel,
  onAdd,
  addRef,
  full,
  limitNote,
  testIds,
}: {
  usage: string;
  addLabel: string;
  onAdd: () => void;
  /** Where the focus returns after a dialog the button opened. */
  addRef: Ref<HTMLButtonElement>;
  full: boolean;
  limitNote: string;
  testIds: { usage: string; add: string; limit: string };
}) {
  const limitId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm tabular-nums" data-testid={testIds.usage}>
          {usage}
        </p>
        <Button
          type="button"
          ref={addRef}
          onClick={onAdd}
          disabled={full}
          aria-describedby={full ? limitId : undefined}
          className="w-full sm:w-auto"
          data-testid={testIds.add}
        >
          <PlusIcon aria-hidden />
          {addLabel}
        </Button>
      </div>
      {full && (
        <p id={limitId} className="text-muted-foreground text-sm" data-testid={testIds.limit}>
          {limitNote}
        </p>
      )}
    </div>
  );
}
