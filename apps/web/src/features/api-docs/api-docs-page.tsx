import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { TranslationKey } from '@/lib/i18n-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiGuide, DocSection, GUIDE_SECTIONS } from './api-guide';
import { API_REFERENCE_QUERY_KEY, API_REFERENCE_STALE_MS, fetchApiReference } from './api-reference-query';
import { Prose } from './inline-text';
import type { ApiReference } from './openapi-document';
import { errorCatalog, groupByTag, schemaAnchor, schemaFields, tagAnchor } from './openapi-logic';
import { OperationArticle, operationTitle } from './operation-article';
import { FieldList } from './schema-fields';

const TAG_TITLES: Readonly<Record<string, TranslationKey>> = {
  Products: 'public.apiDocs.tags.Products',
  Sales: 'public.apiDocs.tags.Sales',
  Commissions: 'public.apiDocs.tags.Commissions',
  Affiliations: 'public.apiDocs.tags.Affiliations',
  Payouts: 'public.apiDocs.tags.Payouts',
};

/** A tag's heading: the API's five in the visitor's language, any other as the document names it. */
function tagTitle(t: TFunction, tag: string): string {
  if (tag === '') return t('public.apiDocs.tags.other');
  const key = TAG_TITLES[tag];
  return key ? t(key) : tag;
}

const OBJECTS_ID = 'objects';

const TOC_LINK =
  'rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function TocEntry({ href, children, nested }: { href: string; children: ReactNode; nested?: ReactNode }) {
  return (
    <li>
      <a href={href} className={TOC_LINK}>
        {children}
      </a>
      {nested}
    </li>
  );
}

/** Sub-entries (operations, objects): on wide screens only, where the list sits beside the text. */
function TocSublist({ children }: { children: ReactNode }) {
  return <ul className="mt-2 ml-1 space-y-1.5 border-l pl-3 text-xs max-lg:hidden">{children}</ul>;
}

/** The page's sections as anchors: sticky beside the text on wide screens, above it on a phone. */
function TableOfContents({ reference }: { reference: ApiReference }) {
  const { t } = useTranslation();
  const groups = groupByTag(reference);
  return (
    <nav
      aria-label={t('public.apiDocs.toc')}
      className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:p-1"
      data-testid="api-docs-toc"
    >
      <p className="font-semibold text-sm">{t('public.apiDocs.toc')}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {GUIDE_SECTIONS.map((section) => (
          <TocEntry key={section.id} href={`#${section.id}`}>
            {t(section.title)}
          </TocEntry>
        ))}
        {groups.map((group) => (
          <TocEntry
            key={group.tag}
            href={`#${tagAnchor(group.tag)}`}
            nested={
              <TocSublist>
                {group.operations.map((operation) => (
                  <TocEntry key={operation.operationId} href={`#${operation.operationId}`}>
                    {operationTitle(operation)}
                  </TocEntry>
                ))}
              </TocSublist>
            }
          >
            {tagTitle(t, group.tag)}
          </TocEntry>
        ))}
        {Object.keys(reference.schemas).length > 0 && (
          <TocEntry
            href={`#${OBJECTS_ID}`}
            nested={
              <TocSublist>
                {Object.keys(reference.schemas).map((name) => (
                  <TocEntry key={name} href={`#${schemaAnchor(name)}`}>
                    <span className="font-mono">{name}</span>
                  </TocEntry>
                ))}
              </TocSublist>
            }
          >
            {t('public.apiDocs.sections.objects')}
          </TocEntry>
        )}
      </ul>
    </nav>
  );
}

/** The reference, read: table of contents, guide, one section per tag, then the objects. */
function ApiReferenceView({ reference }: { reference: ApiReference }) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupByTag(reference), [reference]);
  const errorStatuses = useMemo(() => errorCatalog(reference.operations), [reference]);
  const commonErrors = useMemo(
    () => new Map(errorStatuses.map((status) => [status.status, status.description])),
    [errorStatuses],
  );
  const schemaNames = Object.keys(reference.schemas);

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <TableOfContents reference={reference} />
      <div className="grid min-w-0 max-w-3xl gap-14" data-testid="api-docs-content">
        <ApiGuide reference={reference} errorStatuses={errorStatuses} />
        {groups.map((group) => (
          <DocSection key={group.tag} id={tagAnchor(group.tag)} title={tagTitle(t, group.tag)}>
            {group.operations.map((operation) => (
              <OperationArticle
                key={operation.operationId}
                operation={operation}
                schemas={reference.schemas}
                commonErrors={commonErrors}
              />
            ))}
          </DocSection>
        ))}
        {schemaNames.length > 0 && (
          <DocSection id={OBJECTS_ID} title={t('public.apiDocs.sections.objects')}>
            {schemaNames.map((name) => {
              const schema = reference.schemas[name];
              return (
                <article
                  key={name}
                  id={schemaAnchor(name)}
                  aria-labelledby={`${schemaAnchor(name)}-title`}
                  className="grid min-w-0 scroll-mt-24 gap-3 border-t pt-8"
                  data-testid={`api-docs-schema-${name}`}
                >
                  <h3 id={`${schemaAnchor(name)}-title`} className="font-mono font-semibold text-xl">
                    {name}
                  </h3>
                  {schema?.description && <Prose text={schema.description} className="text-foreground/90" />}
                  <FieldList fields={schemaFields(schema, reference.schemas)} mark="optional" />
                </article>
              );
            })}
          </DocSection>
        )}
      </div>
    </div>
  );
}

/** While the document loads: the shape of the table of contents and of the first sections. */
function ApiDocsSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('public.apiDocs.loading')}
      className="grid grid-cols-1 gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]"
      data-testid="api-docs-loading"
    >
      <div className="grid content-start gap-3 max-lg:hidden">
        {Array.from({ length: 10 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} className="h-4 w-40" />
        ))}
      </div>
      <div className="grid max-w-3xl gap-4">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="mt-8 h-8 w-56" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-32 w-full" />
      </div>
    </div>
  );
}

/** The document did not load: what happened, and a retry. */
function ApiDocsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-14 text-center"
      data-testid="api-docs-error"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-6" aria-hidden />
      </span>
      <p className="font-medium">{t('public.apiDocs.loadError')}</p>
      <p className="text-muted-foreground text-sm">{t('public.apiDocs.loadErrorDescription')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} data-testid="api-docs-retry">
        {retrying ? <Spinner /> : <RefreshCwIcon aria-hidden />}
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}

/**
 * After the reference renders, brings the element the address names (`/docs/api#createProduct`) into view:
 * the browser looked for it on arrival, before the document had loaded.
 */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    let id = '';
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return; // a malformed hash names nothing
    }
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}

/** /docs/api — 'Documentação da API': the producer REST API's reference, read from its OpenAPI document. */
export function ApiDocsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.apiDocs.title'));
  const query = useQuery({
    queryKey: API_REFERENCE_QUERY_KEY,
    queryFn: ({ signal }) => fetchApiReference(signal),
    staleTime: API_REFERENCE_STALE_MS,
  });
  useScrollToHash(query.data !== undefined);

  return (
    <div className="pb-20" data-testid="api-docs-page">
      {/* The heading band of the public pages (their PageHero). */}
      <section className="border-b bg-gradient-to-b from-primary/5 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
          <h1 className="text-balance font-bold text-4xl tracking-tight sm:text-5xl">
            {t('public.apiDocs.title')}
          </h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">{t('public.apiDocs.subtitle')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 lg:px-8">
        {query.data ? (
          <ApiReferenceView reference={query.data} />
        ) : query.isError ? (
          <ApiDocsError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <ApiDocsSkeleton />
        )}
      </div>
    </div>
  );
}
