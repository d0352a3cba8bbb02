import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { SubmitError } from '@/components/form/submit-error';
import type { NotaryAdmin } from '@/lib/api';
import { useAbsences, useAddAbsence, useRemoveAbsence } from '../api/notaries';

const A = 'admin-notaries.absence';
const E = 'admin-notaries.errors';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const absenceSchema = z
  .object({
    kind: z.enum(['vacation', 'incapacity']),
    dateFrom: z.string().regex(DAY, { error: `${E}.required` }),
    dateTo: z.string().regex(DAY, { error: `${E}.required` }),
  })
  .refine((absence) => absence.dateFrom <= absence.dateTo, { path: ['dateTo'], error: `${E}.absence_order` });
type AbsenceValues = z.infer<typeof absenceSchema>;

/** A notary's vacations and temporary incapacities: on their days the notary receives no one. */
export function AbsenceDialog({ notary, fullname, onClose }: { notary: NotaryAdmin; fullname: string; onClose: () => void }) {
  const { t } = useTranslation();
  const absences = useAbsences(notary.id);
  const add = useAddAbsence(notary.id);
  const remove = useRemoveAbsence(notary.id);
  const form = useForm<AbsenceValues>({ resolver: zodResolver(absenceSchema), defaultValues: { kind: 'vacation', dateFrom: '', dateTo: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <Modal opened onClose={onClose} title={t(`${A}.title`, { name: fullname })} size={useDialogWidth()} centered>
      <Stack gap="md">
        {absences.data?.length === 0 && <Text>{t(`${A}.none`)}</Text>}
        {absences.data && absences.data.length > 0 && (
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(`${A}.kind`)}</Table.Th>
                <Table.Th scope="col">{t(`${A}.from`)}</Table.Th>
                <Table.Th scope="col">{t(`${A}.to`)}</Table.Th>
                <Table.Th scope="col">{t('admin-notaries.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {absences.data.map((absence) => (
                <Table.Tr key={absence.id}>
                  <Table.Td>{t(`notaries.state.${absence.kind}`)}</Table.Td>
                  <Table.Td>{absence.dateFrom}</Table.Td>
                  <Table.Td>{absence.dateTo}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      loading={remove.isPending && remove.variables === absence.id}
                      onClick={() => remove.mutate(absence.id)}
                      aria-label={t(`${A}.remove_named`, { from: absence.dateFrom, to: absence.dateTo })}
                    >
                      {t(`${A}.remove`)}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Group align="flex-start" grow>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <Select
                    label={t(`${A}.kind`)}
                    data={(['vacation', 'incapacity'] as const).map((kind) => ({ value: kind, label: t(`notaries.state.${kind}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                  />
                )}
              />
              <TextInput type="date" label={t(`${A}.from`)} error={errors.dateFrom?.message && t(errors.dateFrom.message)} {...form.register('dateFrom')} />
              <TextInput type="date" label={t(`${A}.to`)} error={errors.dateTo?.message && t(errors.dateTo.message)} {...form.register('dateTo')} />
            </Group>
            <SubmitError error={add.error} onClose={add.reset} />
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending}>
                {t(`${A}.add`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
