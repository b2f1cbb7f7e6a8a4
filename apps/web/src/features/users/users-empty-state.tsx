import { SearchXIcon, UserPlusIcon, UsersIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { Button } from '@/components/ui/button';
import type { EmptyKind } from './user-management';

/** No search match (clear it), a producer without resellers (invite one), or an empty tab. */
export function UsersEmptyState({
  kind,
  search,
  onClearSearch,
  onInvite,
}: {
  kind: EmptyKind;
  search: string;
  onClearSearch: () => void;
  onInvite: () => void;
}) {
  const { t } = useTranslation();
  if (kind === 'search') {
    return (
      <ListMessage
        icon={SearchXIcon}
        tone="muted"
        title={t('users.list.empty')}
        description={t('users.list.noResultsHint', { search })}
        testId="users-empty"
      >
        <Button variant="outline" onClick={onClearSearch}>
          <XIcon aria-hidden />
          {t('users.list.clearSearch')}
        </Button>
      </ListMessage>
    );
  }
  const producer = kind === 'producer';
  return (
    <ListMessage
      icon={UsersIcon}
      tone="primary"
      title={t(producer ? 'users.list.producerEmpty' : 'users.list.empty')}
      description={t(producer ? 'users.list.producerEmptyHint' : 'users.list.emptyTabHint')}
      testId="users-empty"
    >
      {producer && (
        <Button onClick={onInvite}>
          <UserPlusIcon aria-hidden />
          {t('users.invite.button')}
        </Button>
      )}
    </ListMessage>
  );
}
