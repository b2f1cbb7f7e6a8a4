import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/lib/i18n-keys';
import { CODE_CLASS, InlineText, LINK_CLASS, Prose } from './inline-text';
import type { ApiReference, ResponseObject } from './openapi-document';
import { baseUrl, errorAnchor, schemaFields, scopeUses } from './openapi-logic';
import { operationTitle } from './operation-article';
import { FieldList } from './schema-fields';

/**
 * The sections before the endpoints, in their order, with their anchors. 'errors' is also where the problem
 * documents' `type` points (https://afilia.app/docs/api#errors), so that anchor must stay.
 */
export const GUIDE_SECTIONS = [
  { id: 'introduction', title: 'public.apiDocs.sections.introduction' },
  { id: 'authentication', title: 'public.apiDocs.sections.authentication' },
  { id: 'pagination', title: 'public.apiDocs.sections.pagination' },
  { id: 'errors', title: 'public.apiDocs.sections.errors' },
  { id: 'idempotency', title: 'public.apiDocs.sections.idempotency' },
  { id: 'rate-limits', title: 'public.apiDocs.sections.rateLimits' },
  { id: 'webhooks', title: 'public.apiDocs.sections.webhooks' },
] as const satisfies readonly { id: string; title: TranslationKey }[];

type GuideSectionId = (typeof GUIDE_SECTIONS)[number]['id'];

/** The specification of the webhooks' signatures, and the libraries that verify them. */
const STANDARD_WEBHOOKS_URL = 'https://www.standardwebhooks.com/';

const RATE_LIMIT_HEADERS = [
  { name: 'RateLimit-Limit', text: 'public.apiDocs.rateLimits.headers.limit' },
  { name: 'RateLimit-Remaining', text: 'public.apiDocs.rateLimits.headers.remaining' },
  { name: 'RateLimit-Reset', text: 'public.apiDocs.rateLimits.headers.reset' },
  { name: 'Retry-After', text: 'public.apiDocs.rateLimits.headers.retryAfter' },
] as const satisfies readonly { name: string; text: TranslationKey }[];

/** A top-level section of the page: an h2 and its anchor, clear of the sticky header when jumped to. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 scroll-mt-24 gap-4"
      data-testid={`api-docs-section-${id}`}
    >
      <h2 id={`${id}-title`} className="font-bold text-2xl tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Pairs of a name in monospace and its explanation. */
function TermList({ items }: { items: readonly { id?: string; term: string; description: ReactNode }[] }) {
  return (
    <dl className="divide-y rounded-md border">
      {items.map((item) => (
        <div
          key={item.term}
          id={item.id}
          className="grid min-w-0 scroll-mt-24 gap-1 p-3 sm:grid-cols-[12rem_1fr] sm:gap-4"
        >
          <dt>
            <code className="font-mono font-semibold text-sm wrap-anywhere">{item.term}</code>
          </dt>
          <dd className="text-muted-foreground text-sm">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's origin; the reference renders only in the browser (it is fetched there), the check keeps SSR safe. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? 'https://afilia.app' : window.location.origin;
}

function Introduction({ reference }: { reference: ApiReference }) {
  const { t } = useTranslation();
  const documentUrl = `${reference.serverUrl ?? '/api/v1'}/openapi.json`;
  return (
    <>
      <Prose text={reference.description} className="text-foreground/90" />
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">{t('public.apiDocs.version')}</dt>
        <dd>
          <code className={CODE_CLASS}>{reference.version}</code>
        </dd>
        <dt className="font-medium">{t('public.apiDocs.baseUrl')}</dt>
        <dd>
          <code className={CODE_CLASS} data-testid="api-docs-base-url">
            {baseUrl(reference.serverUrl, pageOrigin())}
          </code>
        </dd>
        <dt className="font-medium">{t('public.apiDocs.document')}</dt>
        <dd>
          <a href={documentUrl} className={`${LINK_CLASS} font-mono wrap-anywhere`}>
            {documentUrl}
          </a>
        </dd>
      </dl>
    </>
  );
}

function Authentication({ reference }: { reference: ApiReference }) {
  const { t } = useTranslation();
  const formats = reference.securitySchemes.flatMap((scheme) => scheme.bearerFormat ?? []);
  const scopes = scopeUses(reference);
  return (
    <>
      <Prose text={t('public.apiDocs.authentication.body')} />
      <Prose text={t('public.apiDocs.authentication.scope')} />
      {formats.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">{t('public.apiDocs.authentication.keyFormat')}:</span>{' '}
          {formats.map((format) => (
            <code key={format} className={CODE_CLASS}>
              {format}
            </code>
          ))}
        </p>
      )}
      {scopes.length > 0 && (
        <>
          <h3 className="font-semibold text-lg">{t('public.apiDocs.authentication.scopes')}</h3>
          <ul className="divide-y rounded-md border" data-testid="api-docs-scopes">
            {scopes.map(({ scope, operations }) => (
              <li key={scope} className="grid min-w-0 gap-1 p-3">
                <code className="font-mono font-semibold text-sm wrap-anywhere">{scope}</code>
                {operations.length > 0 && (
                  <p className="text-muted-foreground text-sm">
                    {t('public.apiDocs.authentication.usedBy')}:{' '}
                    {operations.map((operation, index) => (
                      <span key={operation.operationId}>
                        {index > 0 && ', '}
                        <a href={`#${operation.operationId}`} className={LINK_CLASS}>
                          {operationTitle(operation)}
                        </a>
                      </span>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function Errors({ reference, statuses }: { reference: ApiReference; statuses: readonly ResponseObject[] }) {
  const { t } = useTranslation();
  const problem = reference.schemas.Problem;
  const fields = schemaFields(problem, reference.schemas);
  return (
    <>
      <Prose text={t('public.apiDocs.errors.body')} />
      {fields.length > 0 && (
        <>
          <h3 className="font-semibold text-lg">{t('public.apiDocs.errors.fields')}</h3>
          <FieldList fields={fields} mark="optional" testId="api-docs-problem-fields" />
        </>
      )}
      {statuses.length > 0 && (
        <>
          <h3 className="font-semibold text-lg">{t('public.apiDocs.errors.statuses')}</h3>
          <TermList
            items={statuses.map((status) => ({
              id: errorAnchor(status.status),
              term: status.status,
              description: <InlineText text={status.description} />,
            }))}
          />
        </>
      )}
    </>
  );
}

function RateLimits() {
  const { t } = useTranslation();
  return (
    <>
      <Prose text={t('public.apiDocs.rateLimits.body')} />
      <TermList
        items={RATE_LIMIT_HEADERS.map((header) => ({ term: header.name, description: t(header.text) }))}
      />
    </>
  );
}

function Webhooks() {
  const { t } = useTranslation();
  return (
    <>
      <Prose text={t('public.apiDocs.webhooks.body')} />
      <Prose text={t('public.apiDocs.webhooks.signature')} />
      <Prose text={t('public.apiDocs.webhooks.data')} />
      <p>
        {t('public.apiDocs.webhooks.specLink')}{' '}
        <a href={STANDARD_WEBHOOKS_URL} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
          standardwebhooks.com
        </a>
      </p>
    </>
  );
}

/**
 * The guide: introduction (the document's own description), authentication and scopes, pagination, errors
 * (the Problem schema and every status), idempotency, rate limits and webhooks.
 */
export function ApiGuide({
  reference,
  errorStatuses,
}: {
  reference: ApiReference;
  /** Every error status of the API with its usual description. */
  errorStatuses: readonly ResponseObject[];
}) {
  const { t } = useTranslation();
  const content: Record<GuideSectionId, ReactNode> = {
    introduction: <Introduction reference={reference} />,
    authentication: <Authentication reference={reference} />,
    pagination: (
      <>
        <Prose text={t('public.apiDocs.pagination.body')} />
        <Prose text={t('public.apiDocs.pagination.envelope')} />
      </>
    ),
    errors: <Errors reference={reference} statuses={errorStatuses} />,
    idempotency: <Prose text={t('public.apiDocs.idempotency.body')} />,
    'rate-limits': <RateLimits />,
    webhooks: <Webhooks />,
  };
  return (
    <>
      {GUIDE_SECTIONS.map((section) => (
        <DocSection key={section.id} id={section.id} title={t(section.title)}>
          {content[section.id]}
        </DocSection>
      ))}
    </>
  );
}
