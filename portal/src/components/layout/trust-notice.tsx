import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TrustNoticeProps {
  helpline: string;
}

/**
 * Warns never to hand over login, password or signature key, and gives the trust helpline
 * (docs/contracts/errors-and-limits.md#trust-helpline).
 */
export function TrustNotice({ helpline }: TrustNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="yellow" title={t('trust.title')} role="note" aria-label={t('trust.title')}>
      <Text size="sm">{t('trust.message')}</Text>
      <Text size="sm" fw={600} mt={4}>
        {t('trust.helpline', { phone: helpline })}
      </Text>
    </Alert>
  );
}
