import type { WebhookEventType } from '@afilia/validators';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n-keys';
import {
  eventGroupLabelKey,
  eventLabelKey,
  groupSelection,
  toggleEvent,
  toggleGroup,
  WEBHOOK_EVENTS_BY_GROUP,
} from './webhook-logic';

/**
 * The events an endpoint listens to, grouped by the object they are about ('Vendas', 'Assinaturas'…), each
 * group with a 'Selecionar todos' box (mixed while only some are chosen) and every event with its short label
 * and its code, which is what the receiver reads in the payload's `type`.
 */
export function EventPicker({
  value,
  onChange,
  disabled,
  error,
}: {
  value: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  disabled: boolean;
  /** An i18n key (a zod message or the server's). */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy} data-testid="webhook-events">
      <legend className="mb-1 font-medium text-sm">{t('settings.integrations.webhooks.form.events')}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-muted-foreground text-xs">
        {t('settings.integrations.webhooks.form.eventsHint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {WEBHOOK_EVENTS_BY_GROUP.map(({ group, events }) => {
          const selection = groupSelection(value, group);
          const groupName = t(eventGroupLabelKey(group));
          const allId = `${id}-${group}`;
          return (
            <fieldset
              key={group}
              className="min-w-0 rounded-lg border p-3"
              data-testid="webhook-event-group"
              data-group={group}
            >
              <legend className="px-1 font-medium text-sm">{groupName}</legend>
              <div className="flex items-center gap-2 border-b pb-2">
                <Checkbox
                  id={allId}
                  checked={selection === 'all' ? true : selection === 'some' ? 'indeterminate' : false}
                  onCheckedChange={(checked) => onChange(toggleGroup(value, group, checked === true))}
                  disabled={disabled}
                  aria-label={t('settings.integrations.webhooks.form.selectAllLabel', { group: groupName })}
                  data-testid="webhook-event-group-all"
                />
                <Label htmlFor={allId} className="font-normal text-muted-foreground">
                  {t('settings.integrations.webhooks.form.selectAll')}
                </Label>
              </div>
              <ul className="mt-2 grid gap-2">
                {events.map((type) => {
                  const eventId = `${id}-${type}`;
                  return (
                    <li key={type} className="flex items-start gap-2">
                      <Checkbox
                        id={eventId}
                        className="mt-0.5"
                        checked={value.includes(type)}
                        onCheckedChange={(checked) => onChange(toggleEvent(value, type, checked === true))}
                        disabled={disabled}
                        aria-invalid={error ? true : undefined}
                        data-testid="webhook-event"
                        data-event={type}
                      />
                      <Label htmlFor={eventId} className="grid min-w-0 gap-0.5 font-normal leading-snug">
                        <span>{t(eventLabelKey(type))}</span>
                        <code className="break-all font-mono text-muted-foreground text-xs">{type}</code>
                      </Label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {translateMessage(t, error)}
        </p>
      )}
    </fieldset>
  );
}
