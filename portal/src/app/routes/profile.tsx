import { Button, Loader, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { OfferDialog } from '@/features/identity/components/offer-dialog';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useCurrentUser } from '@/lib/auth';

/**
 * The profile (docs/contracts/portal.md#profile) from the stored user, refreshed from /api/user/me on every visit.
 * The consent shown there is the accepted public offer, which can be read again (and declined, which logs out) from
 * here.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, isFetching } = useCurrentUser();
  const [offerOpened, offer] = useDisclosure(false);
  return (
    <Stack gap="md">
      <PageTitle>{t('profile.title')}</PageTitle>
      {user ? <ProfileDetails user={user} /> : isFetching && <Loader aria-label={t('common.loading')} />}
      {user && (
        <>
          <Button variant="light" w="fit-content" onClick={offer.open}>
            {t('identity.offer.view')}
          </Button>
          <OfferDialog opened={offerOpened} onClose={offer.close} />
        </>
      )}
    </Stack>
  );
}
