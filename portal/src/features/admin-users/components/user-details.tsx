import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { href } from '@/config/paths';
import { useUser } from '../api/get-user';
import { LoginHistory } from './login-history';
import { UserComments } from './user-comments';
import { UserControls } from './user-controls';
import { UserFields } from './user-fields';

/** One user for the administrator; anyone else gets the forbidden page (the server's 403). */
export function UserDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useUser(Number(id));
  const user = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={href('adminUsers')}>
        {t('admin-users.details.back')}
      </Anchor>
      <PageTitle>{user ? user.fio : t('admin-users.details.title')}</PageTitle>
      {user ? (
        <>
          <UserFields user={user} />
          <UserControls user={user} />
          <LoginHistory logins={user.logins} />
          <UserComments user={user} />
        </>
      ) : (
        <QueryState query={query} />
      )}
    </Stack>
  );
}
