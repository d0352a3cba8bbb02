import { Button, Loader, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { OfferDialog } from '@/features/identity/components/offer-dialog';
import { ConsentCard } from '@/features/profile/components/consent-card';
import { ContactsForm } from '@/features/profile/components/contacts-form';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useCurrentUser } from '@/lib/auth';

/**
 * The profile (docs/contracts/portal.md#profile) from the stored user, refreshed from /api/user/me on every visit:
 * the registry's fields read-only, the citizen's e-mail and phone to edit, and the consent to personal data
 * processing to withdraw or give again. The public offer can be read again (and declined, which logs out) from here.
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
          <ContactsForm user={user} />
          <ConsentCard user={user} />
          <Button variant="light" w="fit-content" onClick={offer.open}>
            {t('identity.offer.view')}
          </Button>
          <OfferDialog opened={offerOpened} onClose={offer.close} />
        </>
      )}
    </Stack>
  );
}
