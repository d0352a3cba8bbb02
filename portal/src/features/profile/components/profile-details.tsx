import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';

interface ProfileDetailsProps {
  user: UserPublic;
}

interface Field {
  key: string;
  value: string;
}

/**
 * The profile fields of docs/contracts/portal.md#profile, in its order; all but the contacts are the registry's. The
 * address is the registry's Latin in oz and the server's Cyrillic of it otherwise: the stored user has both, so a
 * change of language needs no new call.
 */
function profileFields(user: UserPublic, language: string): Field[] {
  return [
    { key: 'login', value: user.userid },
    { key: 'fullname', value: user.fullname },
    { key: 'inn', value: user.inn },
    { key: 'pin', value: user.pin },
    { key: 'regaddress', value: language === 'oz' ? user.regaddress : user.regaddressuz },
    { key: 'email', value: user.email },
    { key: 'phone', value: user.phone },
    { key: 'passport', value: `${user.passserial} ${user.passnum}`.trim() },
    { key: 'issueorg', value: user.issueorg },
    { key: 'birthdate', value: displayDate(user.birthdate) },
  ];
}

export function ProfileDetails({ user }: ProfileDetailsProps) {
  const { t, i18n } = useTranslation();
  const consent = user.personal_data_consent;
  return (
    <Paper withBorder p="lg" radius="md" maw={820}>
      <Text size="sm" c="dimmed" mb="md">
        {t('profile.registry_note')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        {profileFields(user, i18n.language).map(({ key, value }) => (
          <Stack key={key} gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`profile.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value || t('profile.not_given')}
            </Text>
          </Stack>
        ))}
        <Stack gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {t('profile.consent')}
          </Text>
          <Text component="dd" m={0}>
            <Badge color={consent ? 'green' : 'gray'} variant="light">
              {t(consent ? 'profile.consent_present' : 'profile.consent_absent')}
            </Badge>
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
