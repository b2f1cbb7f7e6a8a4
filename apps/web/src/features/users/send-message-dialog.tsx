import { sendMessageFormSchema } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { trpc } from '@/lib/trpc';
import type { UserRow } from './use-user-actions';
import { describeUserError } from './user-management';

type MessageInput = z.input<typeof sendMessageFormSchema>;
type MessageOutput = z.output<typeof sendMessageFormSchema>;
const EMPTY: MessageInput = { subject: '', message: '' };
const FIELDS = ['subject', 'message'] as const;

/** 'Enviar mensagem' from the row menu: the admin emails the user (`users.sendMessage`, through the outbox). */
export function SendMessageDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<MessageInput, unknown, MessageOutput>({
    resolver: zodResolver(sendMessageFormSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const send = trpc.users.sendMessage.useMutation();

  // A new recipient starts with an empty message.
  const userId = user?.id;
  useEffect(() => {
    if (userId) reset(EMPTY);
  }, [userId, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      await send.mutateAsync({ userId: user.id, ...values });
    } catch (error) {
      const { description, fieldErrors } = describeUserError(
        t,
        error,
        'users.toasts.messageErrorDescription',
      );
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      toast.error(t('users.toasts.messageError'), { description, duration: 5000 });
      return;
    }
    toast.success(t('users.toasts.messageSent'), {
      description: t('users.toasts.messageSentDescription', { email: user.email }),
    });
    onClose();
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent data-testid="send-message-dialog">
        <DialogHeader>
          <DialogTitle>{t('users.message.title')}</DialogTitle>
          <DialogDescription>
            {t('users.message.description', { name: user?.name ?? '', email: user?.email ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label={t('users.message.subject')} error={errors.subject?.message}>
            <Input
              {...register('subject')}
              autoComplete="off"
              placeholder={t('users.message.subjectPlaceholder')}
              disabled={isSubmitting}
              required
            />
          </FormField>
          <FormField label={t('users.message.message')} error={errors.message?.message}>
            <Textarea
              {...register('message')}
              rows={6}
              className="min-h-36"
              placeholder={t('users.message.messagePlaceholder')}
              disabled={isSubmitting}
              required
            />
          </FormField>
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('users.message.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : <SendIcon aria-hidden />}
              {t(isSubmitting ? 'users.message.submitting' : 'users.message.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
