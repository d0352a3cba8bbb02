import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { displayDate } from '@/lib/dates';
import { formatPhone } from '@/lib/phone';

/** What the citizen is about to book, in words. */
export interface BookingSummary {
  service: string;
  notary: string;
  office: string;
  address: string;
  date: string;
  time: string;
  phone: string;
  email: string;
}

interface ConfirmBookingDialogProps {
  summary: BookingSummary;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The booking is read back before it is sent: the SMS with the cancel link goes to the phone shown. */
export function ConfirmBookingDialog({ summary, pending, onBack, onConfirm }: ConfirmBookingDialogProps) {
  const { t } = useTranslation();
  const title = t('equeue.book.confirm.title');
  const rows: [string, string][] = [
    ['service', summary.service],
    ['notary', summary.notary],
    ['office', summary.office],
    ['address', summary.address],
    ['date', displayDate(summary.date)],
    ['time', summary.time],
    ['phone', formatPhone(summary.phone).text],
    ['email', summary.email || t('equeue.booking.none')],
  ];
  return (
    <Modal opened onClose={onBack} title={title} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{t('equeue.book.confirm.prompt')}</Text>
        <Table variant="vertical" withTableBorder aria-label={title}>
          <Table.Tbody>
            {rows.map(([field, value]) => (
              <Table.Tr key={field}>
                <Table.Th>{t(`equeue.booking.fields.${field}`)}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={pending}>
            {t('equeue.book.confirm.back')}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {t('equeue.book.confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
