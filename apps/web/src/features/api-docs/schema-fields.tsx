import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { CODE_CLASS, InlineText, LINK_CLASS } from './inline-text';
import type { ParameterObject, Primitive } from './openapi-document';
import { formatValue, type SchemaField, schemaAnchor, type TypeInfo, typeInfo } from './openapi-logic';

/** A type in monospace: `string | null`, `Product[]`; a component's name links to its section under 'Objetos'. */
export function TypeLabel({ type }: { type: TypeInfo }) {
  const label = type.nullable ? `${type.label} | null` : type.label;
  return (
    <code className="font-mono text-muted-foreground text-xs wrap-anywhere">
      {type.refName ? (
        <a href={`#${schemaAnchor(type.refName)}`} className={LINK_CLASS}>
          {label}
        </a>
      ) : (
        label
      )}
    </code>
  );
}

/** The values a field takes ('Valores: a, b') and its default ('Padrão: 20'), when it has them. */
function ValueNotes({ values, fallback }: { values: readonly Primitive[]; fallback?: Primitive }) {
  const { t } = useTranslation();
  return (
    <>
      {values.length > 0 && (
        <p className="text-muted-foreground text-sm">
          {t(values.length === 1 ? 'public.apiDocs.fields.value' : 'public.apiDocs.fields.values')}{' '}
          {values.map((value, index) => (
            <span key={formatValue(value)}>
              {index > 0 && ', '}
              <code className={CODE_CLASS}>{formatValue(value)}</code>
            </span>
          ))}
        </p>
      )}
      {fallback !== undefined && (
        <p className="text-muted-foreground text-sm">
          {t('public.apiDocs.fields.default')} <code className={CODE_CLASS}>{formatValue(fallback)}</code>
        </p>
      )}
    </>
  );
}

/**
 * Which fields carry a tag: in a request, the required ones ('obrigatório'); in an object the API returns,
 * where nearly all are always there, the ones that may be missing ('opcional').
 */
export type FieldMark = 'required' | 'optional';

/** An object's fields, one per row: name, type, tag, description, values; inline objects indented under theirs. */
export function FieldList({
  fields,
  mark,
  nested = false,
  testId,
}: {
  fields: readonly SchemaField[];
  mark: FieldMark;
  nested?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className={cn('min-w-0 divide-y', nested ? 'mt-2 border-l-2 pl-3 sm:pl-4' : 'rounded-md border')}
      data-testid={testId}
    >
      {fields.map((field) => {
        const tagged = mark === 'required' ? field.required : !field.required;
        return (
          <li key={field.name} className={cn('grid min-w-0 gap-1', nested ? 'py-2' : 'p-3')}>
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <code className="font-mono font-semibold text-sm wrap-anywhere">{field.name}</code>
              <TypeLabel type={field.type} />
              {tagged && (
                <span className="font-medium text-xs">
                  {t(
                    mark === 'required'
                      ? 'public.apiDocs.fields.requiredTag'
                      : 'public.apiDocs.fields.optionalTag',
                  )}
                </span>
              )}
            </p>
            {field.description && (
              <p className="text-muted-foreground text-sm">
                <InlineText text={field.description} />
              </p>
            )}
            <ValueNotes values={field.type.values} fallback={field.default} />
            {field.fields.length > 0 && <FieldList fields={field.fields} mark={mark} nested />}
          </li>
        );
      })}
    </ul>
  );
}

function parameterType(parameter: ParameterObject): TypeInfo {
  return parameter.schema ? typeInfo(parameter.schema) : { label: 'string', nullable: false, values: [] };
}

/**
 * An operation's parameters: a table (name, in, type, required, description) from 640 px up, and the same
 * rows stacked on a phone, where five columns would not fit beside each other.
 */
export function ParametersTable({
  parameters,
  labelledBy,
  testId,
}: {
  parameters: readonly ParameterObject[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const yesNo = (required: boolean) => t(required ? 'public.apiDocs.fields.yes' : 'public.apiDocs.fields.no');
  return (
    <div data-testid={testId}>
      <table aria-labelledby={labelledBy} className="w-full text-sm max-sm:hidden">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('public.apiDocs.fields.name')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('public.apiDocs.fields.in')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('public.apiDocs.fields.type')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('public.apiDocs.fields.required')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('public.apiDocs.fields.description')}
            </th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => {
            const type = parameterType(parameter);
            return (
              <tr key={`${parameter.in}-${parameter.name}`} className="border-b align-top last:border-0">
                <td className="py-2 pr-3">
                  <code className="font-mono font-semibold wrap-anywhere">{parameter.name}</code>
                </td>
                <td className="py-2 pr-3">
                  <code className="font-mono text-xs">{parameter.in}</code>
                </td>
                <td className="py-2 pr-3">
                  <TypeLabel type={type} />
                </td>
                <td className="py-2 pr-3">{yesNo(parameter.required)}</td>
                <td className="py-2">
                  <div className="grid gap-1">
                    {parameter.description && (
                      <p>
                        <InlineText text={parameter.description} />
                      </p>
                    )}
                    <ValueNotes values={type.values} fallback={parameter.schema?.default} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="divide-y rounded-md border sm:hidden">
        {parameters.map((parameter) => {
          const type = parameterType(parameter);
          return (
            <li key={`${parameter.in}-${parameter.name}`} className="grid min-w-0 gap-1 p-3">
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <code className="font-mono font-semibold text-sm wrap-anywhere">{parameter.name}</code>
                <TypeLabel type={type} />
              </p>
              <p className="text-muted-foreground text-xs">
                {t('public.apiDocs.fields.in')} <code className="font-mono">{parameter.in}</code>
                {' · '}
                {t('public.apiDocs.fields.required')}: {yesNo(parameter.required)}
              </p>
              {parameter.description && (
                <p className="text-sm">
                  <InlineText text={parameter.description} />
                </p>
              )}
              <ValueNotes values={type.values} fallback={parameter.schema?.default} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
