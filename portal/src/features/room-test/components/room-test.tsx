import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StreamPicture } from '@/components/ui/stream-picture';
import { href } from '@/config/paths';
import { videoEchoTest } from '@/lib/api';
import { type Quality, watchQuality } from '@/lib/call-quality';
import { type Echo, echoTest } from '@/lib/janus';
import { usePersistedState } from '@/lib/persisted-state';

type Phase = { name: 'idle' } | { name: 'connecting' } | { name: 'running' } | { name: 'failed' };

/** A loopback through the media server, while the component lives. */
function useEcho() {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [quality, setQuality] = useState<Quality | null>(null);
  const running = useRef<{ echo: Echo | null; stream: MediaStream | null; stopWatching: () => void } | null>(null);

  const stop = () => {
    running.current?.stopWatching();
    running.current?.echo?.stop();
    running.current?.stream?.getTracks().forEach((track) => track.stop());
    running.current = null;
  };
  useEffect(() => stop, []);

  const start = async () => {
    stop();
    setPhase({ name: 'connecting' });
    try {
      const { data: ticket } = await videoEchoTest({ throwOnError: true, expectedStatuses: [502] });
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: 1280 } } });
      running.current = { echo: null, stream, stopWatching: () => undefined };
      setLocal(stream);
      const echo = await echoTest(ticket, stream);
      const connection = echo.connection();
      running.current = { echo, stream, stopWatching: connection ? watchQuality(connection, setQuality) : () => undefined };
      setRemote(echo.remote);
      setPhase({ name: 'running' });
    } catch {
      stop();
      setPhase({ name: 'failed' });
    }
  };
  return { phase, local, remote, quality, start, stop: () => (stop(), setPhase({ name: 'idle' })) };
}

/**
 * The room test (room_video_testing, docs/video.md#device-tests): the camera's picture sent to the media server and
 * shown as it comes back, with the connection quality on the 0-5 scale: what a conference with the notary will be.
 */
export function RoomTest() {
  const { t } = useTranslation();
  const user = usePersistedState((state) => state.user);
  const { phase, local, remote, quality, start, stop } = useEcho();
  if (!user) {
    return (
      <Alert color="blue">
        <Stack gap="xs">
          <Text size="sm">{t('room-test.login_needed')}</Text>
          <Button component={Link} to={href('videoTesting')} variant="light" w="fit-content">
            {t('room-test.devices_instead')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => void start()} loading={phase.name === 'connecting'}>
          {t(phase.name === 'running' ? 'room-test.again' : 'room-test.start')}
        </Button>
        {phase.name === 'running' && (
          <Button variant="default" onClick={stop}>
            {t('room-test.stop')}
          </Button>
        )}
        {quality !== null && (
          <Badge size="lg" variant="light" role="status">
            {t('room-test.quality', { quality, words: t(`room-test.scale.${quality}`) })}
          </Badge>
        )}
      </Group>
      {phase.name === 'failed' && (
        <Alert color="red" role="alert">
          {t('room-test.failed')}
        </Alert>
      )}
      {phase.name !== 'idle' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <StreamPicture stream={local} label={t('room-test.sent')} muted />
            <Text size="sm">{t('room-test.sent')}</Text>
          </Stack>
          <Stack gap={4}>
            <StreamPicture stream={remote} label={t('room-test.returned')} muted />
            <Text size="sm">{t('room-test.returned')}</Text>
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
