import { contactInput } from '@afilia/validators';
import { sendContactMessage } from '../services/contact/send-contact-message';
import { publicProcedure, router } from '../trpc';

export const contactRouter = router({
  send: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    await sendContactMessage({ db: ctx.db, config: ctx.config, mail: ctx.mail }, input);
    return { ok: true as const };
  }),
});
