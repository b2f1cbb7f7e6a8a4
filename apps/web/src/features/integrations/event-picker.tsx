import type { WebhookEventType } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { GroupedCheckboxPicker, type PickerFieldProps } from './grouped-checkbox-picker';
import { eventGroupLabelKey, eventLabelKey, WEBHOOK_EVENTS_BY_GROUP } from './webhook-logic';

const EVENT_GROUPS = WEBHOOK_EVENTS_BY_GROUP.map(({ group, events }) => ({ group, options: events }));

/**
 * The events an endpoint listens to, grouped by the object they are about ('Vendas', 'Assinaturas'…), each
 * group with a 'Selecionar todos' box (mixed while only some are chosen) and every event with its short label
 * and its code, which is what the receiver reads in the payload's `type`.
 */
export function EventPicker(field: PickerFieldProps<WebhookEventType>) {
  const { t } = useTranslation();
  return (
    <GroupedCheckboxPicker
      {...field}
      groups={EVENT_GROUPS}
      legend={t('settings.integrations.webhooks.form.events')}
      hint={t('settings.integrations.webhooks.form.eventsHint')}
      groupLabel={(group) => t(eventGroupLabelKey(group))}
      optionLabel={(type) => t(eventLabelKey(type))}
      selectAll={{
        per: 'group',
        label: t('settings.integrations.webhooks.form.selectAll'),
        ariaLabel: (group) => t('settings.integrations.webhooks.form.selectAllLabel', { group }),
        testId: 'webhook-event-group-all',
      }}
      testIds={{ picker: 'webhook-events', group: 'webhook-event-group', option: 'webhook-event' }}
      optionAttribute="data-event"
    />
  );
}
