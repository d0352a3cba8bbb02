import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@/lib/api';
import { stateOf } from './labels';

const COLORS = { active: 'green', inactive: 'yellow', deleted: 'red' } as const;

export function StateBadge({ user }: { user: Pick<UserListItem, 'state' | 'isdeleted'> }) {
  const { t } = useTranslation();
  const state = stateOf(user);
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`admin-users.states.${state}`)}
    </Badge>
  );
}
