import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { FormMaskedField } from '@/components/form/masked-field';
import { PassportNumberField, PassportSeriesField, PinField } from '@/components/form/passport-fields';
import type { PartyCreate, PartyRole } from '@/lib/api';
import { PASSNUM_LENGTH, PASSSERIAL_LENGTH, PIN_LENGTH } from '@/lib/passport';
import { toastSuccess } from '@/lib/notifications';
import { formatPhone } from '@/lib/phone';
import { useAddParty } from '../api/add-party';

/** A national phone number: the invitation's SMS goes there (docs/contracts/errors-and-limits.md). */
const PHONE_LENGTH = 9;
const PHONE_MASK = '0'.repeat(PHONE_LENGTH);

/** Messages are keys under `acts.parties_tab.errors`. */
const digits = (length: number, required: string, wrong: string) =>
  z.string().min(1, required).regex(new RegExp(`^[0-9]{${length}}$`), wrong);

const PartySchema = z.object({
  role: z.string().min(1, 'role_required'),
  passserial: z
    .string()
    .min(1, 'passserial_required')
    .regex(new RegExp(`^[A-Z]{${PASSSERIAL_LENGTH}}$`), 'passserial_length'),
  passnum: digits(PASSNUM_LENGTH, 'passnum_required', 'passnum_length'),
  pin: digits(PIN_LENGTH, 'pin_required', 'pin_length'),
  phone: digits(PHONE_LENGTH, 'phone_required', 'phone_length'),
  participation: z.enum(['in_person', 'video']),
});
type PartyValues = z.infer<typeof PartySchema>;

const TEXTS = 'acts.parties_tab.form';
const ERRORS = 'acts.parties_tab.errors';

interface PartyAddDialogProps {
  uuid: string;
  /** The roles the applicant may invite now, as the server lists them. */
  roles: PartyRole[];
  onClose: () => void;
}

/**
 * A new party: its role, passport, personal number, phone and how it takes part. Sending it is confirmed first
 * (docs/contracts/errors-and-limits.md#confirmation-prompts): the SMS goes out and the other parties are asked again.
 * A refusal keeps the dialog open with what was typed; the API client shows the server's text.
 */
export function PartyAddDialog({ uuid, roles, onClose }: PartyAddDialogProps) {
  const { t } = useTranslation();
  const add = useAddParty(uuid);
  const [checking, setChecking] = useState<PartyValues | null>(null);
  const form = useForm<PartyValues>({
    resolver: zodResolver(PartySchema),
    defaultValues: {
      role: roles.length === 1 ? (roles[0] as string) : '',
      passserial: '',
      passnum: '',
      pin: '',
      phone: '',
      participation: 'in_person',
    },
  });
  const field = { control: form.control, texts: TEXTS, errors: ERRORS, size: 'md' } as const;
  const roleError = form.formState.errors.role?.message;
  const send = (values: PartyValues) => {
    const body: PartyCreate = { ...values, role: values.role as PartyRole };
    add.mutate(body, {
      onSuccess: () => {
        toastSuccess(t('acts.parties_tab.added'));
        onClose();
      },
    });
  };
  const title = checking ? t('acts.parties_tab.confirm_title') : t('acts.parties_tab.add_title');
  return (
    <Modal opened onClose={onClose} title={title} size={useDialogWidth()} centered>
      {checking ? (
        <Stack gap="md">
          <Text>{t('acts.parties_tab.confirm_prompt', { phone: formatPhone(checking.phone).text })}</Text>
          <Table variant="vertical" withTableBorder aria-label={title}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.role`)}</Table.Th>
                <Table.Td>{t(`acts.roles.${checking.role}`)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.passserial`)}</Table.Th>
                <Table.Td>
                  {checking.passserial} {checking.passnum}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.pin`)}</Table.Th>
                <Table.Td>{checking.pin}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.phone`)}</Table.Th>
                <Table.Td>{formatPhone(checking.phone).text}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.participation`)}</Table.Th>
                <Table.Td>{t(`acts.parties_tab.participation.${checking.participation}`)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChecking(null)} disabled={add.isPending}>
              {t('acts.parties_tab.back')}
            </Button>
            <Button loading={add.isPending} onClick={() => send(checking)}>
              {t('acts.parties_tab.confirm_send')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void form.handleSubmit(setChecking)(event)} noValidate aria-label={title}>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="role"
              render={({ field: role }) => (
                <Select
                  label={t(`${TEXTS}.role`)}
                  data={roles.map((value) => ({ value, label: t(`acts.roles.${value}`) }))}
                  value={role.value || null}
                  onChange={(value) => role.onChange(value ?? '')}
                  error={roleError && t(`${ERRORS}.${roleError}`)}
                  required
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <PassportSeriesField {...field} name="passserial" onComplete={() => form.setFocus('passnum')} />
              <PassportNumberField {...field} name="passnum" />
            </SimpleGrid>
            <PinField {...field} name="pin" />
            <FormMaskedField {...field} name="phone" mask={PHONE_MASK} maxLength={PHONE_LENGTH} keyboard="digits" />
            <Controller
              control={form.control}
              name="participation"
              render={({ field: participation }) => (
                <Radio.Group
                  label={t(`${TEXTS}.participation`)}
                  value={participation.value}
                  onChange={participation.onChange}
                  required
                >
                  <Group mt="xs">
                    <Radio value="in_person" label={t('acts.parties_tab.participation.in_person')} />
                    <Radio value="video" label={t('acts.parties_tab.participation.video')} />
                  </Group>
                </Radio.Group>
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('acts.dialog.cancel')}
              </Button>
              <Button type="submit">{t(`${TEXTS}.next`)}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
