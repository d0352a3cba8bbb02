import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { DIALOG_WIDTH } from '@/config/constants';
import { href } from '@/config/paths';
import type { NotifyItem } from '@/lib/api';
import { REGISTRATION_TYPE } from '@/lib/notify';
import { RegistrationTypeIcon } from './registration-type-icon';

/**
 * The visit date and time are shown for video conferences (type 2) only
 * (docs/contracts/portal.md#notify-warning-dialog).
 */
function VisitWhen({ item }: { item: NotifyItem }) {
  const { t } = useTranslation();
  if (item.regtypeid !== REGISTRATION_TYPE.video || !item.visitdate) return null;
  const date = dayjs(item.visitdate).format('DD.MM.YYYY');
  // Appointment times are Tashkent time (docs/contracts/errors-and-limits.md#acts-and-fees), shown as the server gives
  // them, without seconds.
  const time = item.visittime?.slice(0, 5);
  return <Text fw={500}>{time ? t('kiosk.notify.visit', { date, time }) : t('kiosk.notify.visit_date', { date })}</Text>;
}

function NotifyEntry({ item, onOpen }: { item: NotifyItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const video = item.regtypeid === REGISTRATION_TYPE.video;
  return (
    <Paper component="li" withBorder p="md">
      <Group wrap="nowrap" align="flex-start">
        <RegistrationTypeIcon regtypeid={item.regtypeid} />
        <Stack gap={4}>
          <Anchor component={Link} to={href('kioskNotarialAct', { uuid: item.uuid })} onClick={onOpen} fw={600} size="lg">
            {item.na}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(video ? 'kiosk.notify.video' : 'kiosk.notify.in_person')}
          </Text>
          <VisitWhen item={item} />
        </Stack>
      </Group>
    </Paper>
  );
}

interface NotifyWarningDialogProps {
  opened: boolean;
  items: NotifyItem[];
  onClose: () => void;
}

/**
 * The notify-warning dialog (docs/contracts/portal.md#notify-warning-dialog): the user's upcoming acts, each a link to
 * the act.
 */
export function NotifyWarningDialog({ opened, items, onClose }: NotifyWarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={useDialogWidth(DIALOG_WIDTH.notification)}
      centered
      title={t('kiosk.notify.title')}
    >
      <Stack gap="md">
        <Text>{t('kiosk.notify.intro')}</Text>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <NotifyEntry key={item.uuid} item={item} onOpen={onClose} />
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button size="lg" onClick={onClose} data-autofocus>
            {t('dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
