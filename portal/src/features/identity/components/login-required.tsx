import { Alert, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { IdentificationIntro } from './identification-intro';
import { LoginDialog } from './login-dialog';

/**
 * What a logged-out browser visitor sees on a page that needs a session; the path is already remembered, so after
 * logging in through the login dialog the visitor comes back here (docs/contracts/portal.md#navigation-rules,
 * docs/contracts/portal.md#after-success).
 */
export function LoginRequired() {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <PageTitle>{t('identity.login_required_title')}</PageTitle>
      <Alert variant="light" color="blue">
        {t('identity.login_required')}
      </Alert>
      <IdentificationIntro>
        <Button onClick={dialog.open} w="fit-content" size="md">
          {t('identity.login')}
        </Button>
      </IdentificationIntro>
      <LoginDialog opened={opened} onClose={dialog.close} />
    </Stack>
  );
}
