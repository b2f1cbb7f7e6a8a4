import type { VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { Badge, type badgeVariants } from '@/components/ui/badge';
import { CodeBlock } from './code-block';
import { CODE_CLASS, InlineText, LINK_CLASS, Prose } from './inline-text';
import type { HttpMethod, OperationObject, ResponseObject, SchemaObject } from './openapi-document';
import {
  errorAnchor,
  errorResponses,
  listItemType,
  schemaFields,
  successResponse,
  typeInfo,
} from './openapi-logic';
import { FieldList, ParametersTable, TypeLabel } from './schema-fields';

/** A tint per method for a quicker scan; the method's name is always written, so colour is never the only cue. */
const METHOD_VARIANT: Record<HttpMethod, VariantProps<typeof badgeVariants>['variant']> = {
  get: 'success',
  post: 'default',
  put: 'secondary',
  patch: 'warning',
  delete: 'destructive',
  head: 'outline',
  options: 'outline',
  trace: 'outline',
};

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <Badge variant={METHOD_VARIANT[method]} className="font-mono tracking-wide">
      {method.toUpperCase()}
    </Badge>
  );
}

/** The title of an operation: its summary, else its method and path. */
export function operationTitle(operation: OperationObject): string {
  return operation.summary ?? `${operation.method.toUpperCase()} ${operation.path}`;
}

/** What a success answers: 'lista de Product' for a list envelope, the component's name, or its description. */
function ResponseBody({
  response,
  schemas,
}: {
  response: ResponseObject;
  schemas: Readonly<Record<string, SchemaObject>>;
}) {
  const { t } = useTranslation();
  const list = listItemType(response.schema);
  if (list) {
    // 'lista de Product': the same word order in the three languages, the item's type linked to its section.
    return (
      <span>
        {t('public.apiDocs.operation.listOf')} <TypeLabel type={list} />
      </span>
    );
  }
  if (!response.schema) return <InlineText text={response.description} />;
  const fields = response.schema.$ref === undefined ? schemaFields(response.schema, schemas) : [];
  return fields.length > 0 ? (
    <FieldList fields={fields} mark="optional" />
  ) : (
    <TypeLabel type={typeInfo(response.schema)} />
  );
}

function SubHeading({ id, children }: { id?: string; children: string }) {
  return (
    <h4 id={id} className="font-semibold text-base">
      {children}
    </h4>
  );
}

/**
 * One endpoint, anchored by its operationId: method and path, summary and description (the document's English,
 * as written), scope, parameters, request body, success, errors and the curl example.
 *
 * `commonErrors` holds the description each error status has across the API (the 'Erros' section explains
 * them): an operation links its statuses there and repeats a description only where its own differs.
 */
export function OperationArticle({
  operation,
  schemas,
  commonErrors,
}: {
  operation: OperationObject;
  schemas: Readonly<Record<string, SchemaObject>>;
  commonErrors: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const id = operation.operationId;
  const title = operationTitle(operation);
  const success = successResponse(operation);
  const errors = errorResponses(operation);
  const bodySchema = operation.requestBody?.schema;
  const bodyFields = schemaFields(bodySchema, schemas);
  const sample =
    operation.codeSamples.find((item) => item.lang.toLowerCase() === 'curl') ?? operation.codeSamples[0];

  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 scroll-mt-24 gap-5 border-t pt-8"
      data-testid={`api-docs-operation-${id}`}
    >
      <header className="grid gap-2">
        <h3 id={`${id}-title`} className="font-semibold text-xl tracking-tight">
          {title}
        </h3>
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <MethodBadge method={operation.method} />
          <code className="font-mono text-sm wrap-anywhere">{operation.path}</code>
        </p>
      </header>

      {operation.description && <Prose text={operation.description} className="text-foreground/90" />}

      {operation.scope && (
        <p className="text-sm">
          <span className="font-medium">{t('public.apiDocs.operation.scope')}:</span>{' '}
          <code className={CODE_CLASS}>{operation.scope}</code>
        </p>
      )}

      {operation.parameters.length > 0 && (
        <div className="grid gap-2">
          <SubHeading id={`${id}-parameters`}>{t('public.apiDocs.operation.parameters')}</SubHeading>
          <ParametersTable
            parameters={operation.parameters}
            labelledBy={`${id}-parameters`}
            testId={`api-docs-parameters-${id}`}
          />
        </div>
      )}

      {operation.requestBody && (
        <div className="grid gap-2">
          <SubHeading>{t('public.apiDocs.operation.requestBody')}</SubHeading>
          {bodyFields.length > 0 ? (
            <FieldList fields={bodyFields} mark="required" testId={`api-docs-body-${id}`} />
          ) : (
            bodySchema && <TypeLabel type={typeInfo(bodySchema)} />
          )}
        </div>
      )}

      {success && (
        <div className="grid gap-2" data-testid={`api-docs-response-${id}`}>
          <SubHeading>{t('public.apiDocs.operation.response')}</SubHeading>
          <div className="flex flex-wrap items-baseline gap-2 text-sm">
            <code className={`${CODE_CLASS} font-semibold`}>{success.status}</code>
            <ResponseBody response={success} schemas={schemas} />
          </div>
        </div>
      )}

      {errors.length > 0 && (
        <div className="grid gap-2">
          <SubHeading>{t('public.apiDocs.operation.errors')}</SubHeading>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid={`api-docs-errors-${id}`}>
            {errors.map((error) => (
              <li key={error.status}>
                <a href={`#${errorAnchor(error.status)}`} className={`${LINK_CLASS} font-mono`}>
                  {error.status}
                </a>
                {commonErrors.get(error.status) !== error.description && (
                  <>
                    {' '}
                    <InlineText text={error.description} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {sample && (
        <CodeBlock
          heading={<SubHeading>{t('public.apiDocs.operation.example')}</SubHeading>}
          code={sample.source}
          label={t('public.apiDocs.operation.exampleLabel', { operation: title })}
          copyLabel={t('public.apiDocs.operation.copyLabel', { operation: title })}
          testId={`api-docs-curl-${id}`}
        />
      )}
    </article>
  );
}
