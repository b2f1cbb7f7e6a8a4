import { contactInput } from '@afilia/validators';
import { sendContactMessage } from '../services/contact/send-contact-message';
import { router, strictPublicProcedure } from '../trpc';
import { mailingDeps } from './context-deps';

export const contactRouter = router({
  send: strictPublicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    await sendContactMessage(mailingDeps(ctx), input);
    return { ok: true as const };
  }),
});
