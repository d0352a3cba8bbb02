import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMaskedField } from '@/components/form/masked-field';
import type { UserPublic } from '@/lib/api';
import { SubmitError } from '@/components/form/submit-error';
import { useUpdateContacts } from '../api/update-contacts';
import { contactsBody, contactsOf, contactsSchema, type ContactsValues, EMAIL_MAX, PHONE_LENGTH } from '../utils/contacts-schema';

const PHONE_MASK = '0'.repeat(PHONE_LENGTH);
const FIELDS = 'profile.contacts.fields';
const ERRORS = 'profile.contacts.errors';

/** The citizen's own e-mail and phone: the only profile fields edited here (PATCH /api/user/me/contacts). */
export function ContactsForm({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  const save = useUpdateContacts();
  const form = useForm<ContactsValues>({ resolver: zodResolver(contactsSchema), values: contactsOf(user) });
  const emailError = form.formState.errors.email?.message;
  const submit = form.handleSubmit((values) => save.mutate(contactsBody(values)));
  return (
    <Paper withBorder p="lg" radius="md" maw={820} component="section" aria-labelledby="profile-contacts-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-contacts-title">
            {t('profile.contacts.title')}
          </Title>
          <Text size="sm">{t('profile.contacts.intro')}</Text>
          <FormMaskedField
            control={form.control}
            name="phone"
            texts={FIELDS}
            errors={ERRORS}
            mask={PHONE_MASK}
            maxLength={PHONE_LENGTH}
            keyboard="digits"
            size="md"
            optional
          />
          <TextInput
            type="email"
            label={t(`${FIELDS}.email`)}
            description={t(`${FIELDS}.email_hint`)}
            error={emailError ? t(`${ERRORS}.${emailError}`) : undefined}
            autoComplete="email"
            maxLength={EMAIL_MAX}
            data-keyboard="text"
            {...form.register('email')}
          />
          <SubmitError error={save.error} onClose={save.reset} />
          {save.isSuccess && (
            <Alert color="teal" variant="light" role="status">
              {t('profile.contacts.saved')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.contacts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
