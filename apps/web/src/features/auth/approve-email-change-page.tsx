import type { EmailChangeDecision } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, CircleXIcon, MailQuestionIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { AuthCard } from './auth-layout';

const TEXTS = 'auth.approveEmailChange';

/**
 * The link the current address receives when an admin asks to change the account's login email
 * (`auth.answerEmailChange`). Nothing is spent on opening it: the owner decides with a button, so a mail
 * scanner that follows links approves nothing. Approving sends the new address its confirmation link.
 */
export function ApproveEmailChangePage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const answer = trpc.auth.answerEmailChange.useMutation();
  const decide = (decision: EmailChangeDecision) => {
    if (token) answer.mutate({ token, decision });
  };

  if (!token || answer.isError) {
    const code = answer.error ? parseError(answer.error).code : 'errors.auth.invalidLink';
    return (
      <Outcome
        icon={<CircleXIcon />}
        title={t('errors.auth.invalidLink')}
        testId="approve-email-change-invalid"
        description={code === 'errors.auth.invalidLink' ? t(`${TEXTS}.invalidDescription`) : t(code)}
      />
    );
  }

  if (answer.isSuccess) {
    const approved = answer.data.decision === 'approve';
    return (
      <Outcome
        icon={<CircleCheckIcon />}
        title={t(approved ? `${TEXTS}.approvedTitle` : `${TEXTS}.declinedTitle`)}
        testId={approved ? 'approve-email-change-approved' : 'approve-email-change-declined'}
        description={t(approved ? `${TEXTS}.approvedDescription` : `${TEXTS}.declinedDescription`)}
      />
    );
  }

  const busy = answer.isPending;
  return (
    <AuthCard icon={<MailQuestionIcon />} title={t(`${TEXTS}.title`)} description={t(`${TEXTS}.description`)}>
      <div className="grid gap-3" data-testid="approve-email-change">
        <Button className="w-full" disabled={busy} onClick={() => decide('approve')}>
          {busy && answer.variables?.decision === 'approve' && <Spinner />}
          {t(`${TEXTS}.approve`)}
        </Button>
        <Button variant="outline" className="w-full" disabled={busy} onClick={() => decide('decline')}>
          {busy && answer.variables?.decision === 'decline' && <Spinner />}
          {t(`${TEXTS}.decline`)}
        </Button>
      </div>
    </AuthCard>
  );
}

function Outcome({
  icon,
  title,
  testId,
  description,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  description: string;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard icon={icon} title={title}>
      <div className="grid gap-6 text-center" data-testid={testId}>
        <p className="text-muted-foreground text-sm">{description}</p>
        <Button asChild className="w-full">
          <Link to="/login">{t(`${TEXTS}.goToLogin`)}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
