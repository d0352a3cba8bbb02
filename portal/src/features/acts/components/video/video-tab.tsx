import { Alert, Badge, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActPublic, ConferencePublic, RecordingPublic } from '@/lib/api';
import { QueryState } from '@/components/ui/query-state';
import { displayDateTime } from '@/lib/dates';
import { useConference, useEndConference, useStartConference } from '../../api/conference';
import { useActTypeName } from '../act-labels';
import { Later } from '../later';
import { QualityBadge } from './quality-badge';
import { ReadyCheck } from './ready-check';
import { VideoCall } from './video-call';

function Participants({ conference }: { conference: ConferencePublic }) {
  const { t } = useTranslation();
  return (
    <List spacing="xs" aria-label={t('acts.video.participants')}>
      {conference.participants.map((p) => (
        <List.Item key={`${p.role}-${p.name}`}>
          <Group gap="xs">
            <Text size="sm" fw={p.me ? 700 : 400}>
              {p.name} · {t(`acts.video.role.${p.role}`)}
            </Text>
            {p.role === 'party' && (
              <Badge variant="light" color={p.ready ? 'teal' : 'gray'}>
                {t(p.ready ? 'acts.video.is_ready' : 'acts.video.not_ready')}
              </Badge>
            )}
            {p.present && <Badge color="green">{t('acts.video.present')}</Badge>}
            <QualityBadge quality={p.quality} />
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function Recording({ uuid, recording }: { uuid: string; recording: RecordingPublic }) {
  const { t } = useTranslation();
  if (recording.state === 'processing') return <Text role="status">{t('acts.video.recording_processing')}</Text>;
  if (recording.state !== 'ready') return <Alert color="yellow">{t('acts.video.recording_failed')}</Alert>;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('acts.video.recording')}
      </Title>
      <video controls src={`/api/notarial_act/${uuid}/video/recording`} style={{ width: '100%', maxWidth: 720 }} />
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        SHA-256: {recording.sha256}
      </Text>
      {recording.gaps.map((gap) => (
        <Text key={`${gap.name}-${gap.starts}`} size="sm">
          {t('acts.video.gap', { name: gap.name, from: displayDateTime(gap.starts), to: displayDateTime(gap.ends) })}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The act's video conference tab (docs/video.md): the visit's time, who is ready and in the room, and the actions
 * the server offers this caller now (get ready, start, join, end); the call itself; its recording afterwards.
 */
export function VideoTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const typeName = useActTypeName();
  const conference = useConference(act.uuid);
  const start = useStartConference(act.uuid);
  const end = useEndConference(act.uuid);
  const [inCall, setInCall] = useState(false);

  if (act.registration_type !== 2) return <Later>{t('acts.details.later.video_in_person')}</Later>;
  if (conference.isPending) return <Loader aria-label={t('acts.video.loading')} />;
  // Why the call's state could not be had, not a promise of a link to come; a failed poll keeps the call shown.
  const data = conference.data;
  if (!data) return <QueryState query={conference} />;
  const can = (action: string) => data.actions.some((offered) => offered === action);
  const failure = start.error ?? end.error;
  const ready = data.participants.some((p) => p.me && p.ready);
  if (inCall && data.state === 'live') {
    const finish = () => {
      setInCall(false);
      end.mutate();
    };
    return (
      <VideoCall
        act={act}
        conference={data}
        typeName={typeName(act.type)}
        onLeave={() => setInCall(false)}
        onEnd={can('end') ? finish : undefined}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text>
        {t('acts.video.visit', { at: displayDateTime(data.visit_at), opens: displayDateTime(data.opens_at) })}
      </Text>
      <Badge variant="light" w="fit-content">
        {t(`acts.video.state.${data.state}`)}
      </Badge>
      <Participants conference={data} />
      {(can('ready') || ready) && <ReadyCheck uuid={act.uuid} offered={can('ready')} />}
      <Group>
        {can('start') && (
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('acts.video.start')}
          </Button>
        )}
        {can('join') && <Button onClick={() => setInCall(true)}>{t('acts.video.join')}</Button>}
        {can('end') && (
          <Button color="red" variant="light" onClick={() => end.mutate()} loading={end.isPending}>
            {t('acts.video.end')}
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {data.state === 'waiting' && !data.actions.length && <Text size="sm">{t('acts.video.not_yet')}</Text>}
      {data.recording && <Recording uuid={act.uuid} recording={data.recording} />}
    </Stack>
  );
}
