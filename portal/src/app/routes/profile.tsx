import { Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useCurrentUser } from '@/lib/auth';

/** The profile (spec 2.3) from the stored user, refreshed from /api/user/me on every visit. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, isFetching } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageTitle>{t('profile.title')}</PageTitle>
      {user ? <ProfileDetails user={user} /> : isFetching && <Loader aria-label={t('common.loading')} />}
    </Stack>
  );
}
