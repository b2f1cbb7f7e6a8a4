import { contactInput } from '@afilia/validators';
import { sendContactMessage } from '../services/contact/send-contact-message';
import { router, strictPublicProcedure } from '../trpc';

export const contactRouter = router({
  send: strictPublicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    await sendContactMessage({ db: ctx.db, config: ctx.config, mail: ctx.mail }, input);
    return { ok: true as const };
  }),
});
