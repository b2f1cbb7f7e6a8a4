import { trpc } from '@/lib/trpc';
import { SingleUseTokenPage } from './single-use-token-page';

/** The link a new account receives to confirm its email (`auth.confirmEmail`). */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const confirm = trpc.auth.confirmEmail.useMutation();
  return (
    <SingleUseTokenPage
      token={token}
      mutation={confirm}
      textKeys="auth.confirmEmail"
      testIdPrefix="confirm-email"
      login={confirm.data?.login}
    />
  );
}
