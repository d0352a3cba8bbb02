import { Alert, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StreamPicture } from '@/components/ui/stream-picture';
import type { ActPublic, ConferencePublic } from '@/lib/api';
import type { RemoteFeed } from '@/lib/janus';
import { QualityBadge } from './quality-badge';
import { useRoom } from './use-room';

interface RemoteProps {
  feed: RemoteFeed;
  conference: ConferencePublic;
}

/** Another participant: their live picture, and for the notary their photo from the face check beside it. */
function Remote({ feed, conference }: RemoteProps) {
  const { t } = useTranslation();
  const participant = conference.participants.find((p) => p.feed === feed.feed);
  const name = participant?.name ?? feed.display;
  return (
    <Paper withBorder p="xs">
      <Group align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ flex: 1 }}>
          <StreamPicture stream={feed.stream} label={t('acts.video.picture_of', { name })} testId="call-picture" />
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <QualityBadge quality={participant?.quality} />
          </Group>
        </Stack>
        {participant?.photo_url && (
          <Image src={participant.photo_url} w={96} alt={t('acts.video.photo_of', { name })} radius="sm" />
        )}
      </Group>
    </Paper>
  );
}

interface VideoCallProps {
  act: ActPublic;
  conference: ConferencePublic;
  typeName: string;
  onLeave: () => void;
  onEnd?: () => void;
}

/** The live call (docs/video.md#during-the-call): everyone's picture, the act's text, mute controls, quality. */
export function VideoCall({ act, conference, typeName, onLeave, onEnd }: VideoCallProps) {
  const { t } = useTranslation();
  const { state, local, feeds, quality, call } = useRoom(act.uuid);
  const [muted, setMuted] = useState({ audio: false, video: false });
  const toggle = (kind: 'audio' | 'video') => {
    call.current?.setMuted(kind, !muted[kind]);
    setMuted({ ...muted, [kind]: !muted[kind] });
  };

  if (state.phase === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('acts.video.failed')}>
        <Stack gap="xs">
          <Text size="sm">{t('acts.video.media_server_error')}</Text>
          <Button variant="light" onClick={onLeave}>
            {t('acts.video.back')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-busy={state.phase === 'joining'}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t(state.phase === 'joining' ? 'acts.video.joining' : 'acts.video.in_call')}
        </Title>
        <QualityBadge quality={quality} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder p="xs">
          <StreamPicture stream={local} label={t('acts.video.my_picture')} muted testId="call-picture" />
          <Text size="sm" fw={600}>
            {t('acts.video.me')}
          </Text>
        </Paper>
        {feeds.map((feed) => (
          <Remote key={feed.feed} feed={feed} conference={conference} />
        ))}
      </SimpleGrid>
      <Paper withBorder p="sm" aria-label={t('acts.video.act_text')}>
        <Text fw={600}>{typeName}</Text>
        {act.parties.map((party) => (
          <Text key={party.id} size="sm">
            {t(`acts.roles.${party.role}`)}: {party.fullname}
          </Text>
        ))}
      </Paper>
      <Group>
        <Button variant="light" onClick={() => toggle('audio')} aria-pressed={muted.audio}>
          {t(muted.audio ? 'acts.video.unmute_microphone' : 'acts.video.mute_microphone')}
        </Button>
        <Button variant="light" onClick={() => toggle('video')} aria-pressed={muted.video}>
          {t(muted.video ? 'acts.video.unmute_camera' : 'acts.video.mute_camera')}
        </Button>
        <Button variant="default" onClick={onLeave}>
          {t('acts.video.leave')}
        </Button>
        {onEnd && (
          <Button color="red" onClick={onEnd}>
            {t('acts.video.end')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
