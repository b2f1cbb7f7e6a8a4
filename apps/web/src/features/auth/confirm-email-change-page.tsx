import { trpc } from '@/lib/trpc';
import { SingleUseTokenPage } from './single-use-token-page';

/** The link a new address receives to confirm a login-email change (`auth.confirmEmailChange`). */
export function ConfirmEmailChangePage({ token }: { token: string | undefined }) {
  const utils = trpc.useUtils();
  const confirm = trpc.auth.confirmEmailChange.useMutation({
    // The change ends every session of that user: whoever was signed in here may be signed out now.
    onSuccess: () => utils.auth.me.invalidate(),
  });
  return (
    <SingleUseTokenPage
      token={token}
      mutation={confirm}
      textKeys="auth.confirmEmailChange"
      testIdPrefix="confirm-email-change"
    />
  );
}
