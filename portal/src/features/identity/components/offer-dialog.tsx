import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { usePersistedState } from '@/lib/persisted-state';
import { useOfferAnswer } from '../hooks/use-offer-answer';
import { OfferDocument } from './offer-document';

interface OfferDialogProps {
  opened: boolean;
  /** Not dismissable: a logged-in user must agree or decline (docs/contracts/portal.md#terms-of-use-dialog). */
  persistent?: boolean;
  onClose?: () => void;
}

/**
 * The terms-of-use (public offer) dialog (docs/contracts/portal.md#terms-of-use-dialog,
 * docs/contracts/portal.md#terms-of-use). Anonymous visitors only read it; a logged-in user gets "agree" while
 * termsofuse is 0 and always "disagree and log out".
 */
export function OfferDialog({ opened, persistent = false, onClose = () => undefined }: OfferDialogProps) {
  const { t } = useTranslation();
  const user = usePersistedState((state) => state.user);
  const { agree, decline, pending } = useOfferAnswer();
  const width = useDialogWidth();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('identity.offer.title')}
      size={width}
      centered
      withCloseButton={!persistent}
      closeOnEscape={!persistent}
      closeOnClickOutside={!persistent}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {user && <Text size="sm">{t('identity.offer.intro')}</Text>}
        <OfferDocument />
        {user && (
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" color="red" loading={pending === 'decline'} disabled={pending === 'agree'} onClick={decline}>
              {t('identity.offer.decline')}
            </Button>
            {user.termsofuse === 0 && (
              <Button loading={pending === 'agree'} disabled={pending === 'decline'} onClick={agree} data-autofocus>
                {t('identity.offer.agree')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
