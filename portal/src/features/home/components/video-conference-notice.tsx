import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { QueryState } from '@/components/ui/query-state';
import { DIALOG_WIDTH } from '@/config/constants';
import { href } from '@/config/paths';
import type { NotifyItem } from '@/lib/api';
import { REGISTRATION_TYPE, useNotify } from '@/lib/notify';
import { usePersistedState } from '@/lib/persisted-state';

/** The conferences already announced in this browser session: closing the dialog means "seen". */
const SEEN_KEY = 'notary-video-conferences-seen';

/** A rescheduled conference is a new one to announce. */
const noticeKey = (item: NotifyItem) => `${item.uuid}@${item.visitdate} ${item.visittime ?? ''}`;

function VideoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M15 10l4.55-2.28A1 1 0 0 1 21 8.62v6.76a1 1 0 0 1-1.45.9L15 14z" />
      <rect x="3" y="6" width="12" height="12" rx="2" />
    </svg>
  );
}

/**
 * The logged-in user's acts whose video conference with the notary is scheduled (type 2 with a visit date), and the
 * query they come by.
 */
function useScheduledVideoConferences() {
  const pin = usePersistedState((state) => (state.user?.pin ?? null));
  const notify = useNotify(pin);
  const items = notify.data ?? [];
  return { conferences: items.filter((item) => item.regtypeid === REGISTRATION_TYPE.video && item.visitdate), notify };
}

function ConferenceWhen({ item }: { item: NotifyItem }) {
  const { t } = useTranslation();
  const date = dayjs(item.visitdate).format('DD.MM.YYYY');
  // Appointment times are Tashkent time (docs/contracts/errors-and-limits.md#acts-and-fees), shown as the server gives
  // them, without seconds.
  const time = item.visittime?.slice(0, 5);
  const when = time ? t('home.video_conference.when', { date, time }) : t('home.video_conference.when_date', { date });
  return <Text size="sm">{when}</Text>;
}

/**
 * The home page's notification about a scheduled video conference with the notary (docs/contracts/portal.md#home),
 * once per session. When the acts could not be had, the page says so with a retry: a conference missed makes the act
 * inactive.
 */
export function VideoConferenceNotice() {
  const { t } = useTranslation();
  const width = useDialogWidth(DIALOG_WIDTH.notification);
  const { conferences, notify } = useScheduledVideoConferences();
  // Read at once, not in an effect: a notice already seen must not flash open on the next visit.
  const [seen, setSeen] = useSessionStorage<string[]>({
    key: SEEN_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const unseen = conferences.filter((item) => !seen.includes(noticeKey(item)));
  const close = () => setSeen([...seen, ...unseen.map(noticeKey)]);
  if (notify.isError && !notify.data) return <QueryState query={notify} title={t('home.video_conference.failed')} />;
  return (
    <Modal
      opened={unseen.length > 0}
      onClose={close}
      size={width}
      centered
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl">
            <VideoIcon />
          </ThemeIcon>
          <span>{t('home.video_conference.title')}</span>
        </Group>
      }
    >
      <Stack gap="md">
        <Text>{t('home.video_conference.intro')}</Text>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {conferences.map((item) => (
            <Paper key={item.uuid} component="li" withBorder p="sm">
              <Anchor component={Link} to={href('notarialAct', { uuid: item.uuid })} onClick={close} fw={600}>
                {item.na}
              </Anchor>
              <ConferenceWhen item={item} />
            </Paper>
          ))}
        </Stack>
        <Alert variant="light" color="yellow">
          {t('home.video_conference.missed')}
        </Alert>
        <Group justify="space-between">
          <Button variant="subtle" component={Link} to={href('videoTesting')} onClick={close}>
            {t('home.video_conference.test_video')}
          </Button>
          <Button onClick={close} data-autofocus>
            {t('dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
