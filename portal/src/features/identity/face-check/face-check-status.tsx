import { Alert, Button, Group, List, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { guidanceText, type HintLanguage, hintText, mainHintCode } from './hints';
import type { FaceCheckState } from './state';
import { VoiceToggle } from './voice-toggle';

interface StatusProps {
  state: FaceCheckState;
  language: HintLanguage;
  onRetry: () => void;
}

/**
 * Camera, video and connection, each ready or not (docs/contracts/portal.md#camera-readiness), while an attempt starts.
 */
function Readiness({ state }: { state: FaceCheckState }) {
  const { t } = useTranslation();
  const items = [
    { ready: state.camera, yes: 'camera_ready', no: 'camera_not_connected' },
    { ready: state.video, yes: 'video_ready', no: 'video_not_connected' },
    { ready: state.connection, yes: 'connection_ready', no: 'connection_not_established' },
  ];
  return (
    <List spacing={4} center aria-label={t('face-check.title')}>
      {items.map(({ ready, yes, no }) => (
        <List.Item
          key={yes}
          icon={
            ready ? (
              <ThemeIcon color="green" size={20} radius="xl" aria-hidden>
                ✓
              </ThemeIcon>
            ) : (
              <Loader size={18} aria-hidden />
            )
          }
        >
          {t(`face-check.readiness.${ready ? yes : no}`)}
        </List.Item>
      ))}
    </List>
  );
}

/** The hint for the most important code, the second one smaller (the server sends at most two). */
function Hint({ state, language }: { state: FaceCheckState; language: HintLanguage }) {
  const second = state.guidance?.errors[1];
  const code = mainHintCode(state.guidance);
  const main = code === null ? hintText('position_face', language) : guidanceText(code, language);
  return (
    <Stack gap={2} align="center" lang={language === 'kaa' ? 'kaa' : undefined}>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} ta="center" data-testid="face-hint">
        {main}
      </Text>
      {second !== undefined && (
        <Text c="dimmed" ta="center">
          {guidanceText(second, language)}
        </Text>
      )}
    </Stack>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" w="100%" maw={640}>
      <Stack gap="sm">
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button color="red" onClick={onRetry} data-autofocus>
            {t('face-check.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** What the visitor reads under the picture: readiness, guidance and progress, or the error with a retry. */
export function FaceCheckStatus({ state, language, onRetry }: StatusProps) {
  const { t } = useTranslation();
  switch (state.phase) {
    case 'waiting':
      return <Text ta="center">{t('face-check.starting')}</Text>;
    case 'starting':
      return <Readiness state={state} />;
    case 'camera-error':
      return <Failure message={t(`face-check.camera_errors.${state.cameraError ?? 'unknown'}`)} onRetry={onRetry} />;
    case 'session-error':
      return <Failure message={t(`face-check.session_errors.${state.sessionError ?? 'unknown'}`)} onRetry={onRetry} />;
    case 'passed':
      return null;
    case 'checking': {
      const { step, of } = state.challenge ?? { step: 0, of: 0 };
      return (
        <Stack gap="sm" w="100%" maw={640} aria-live="polite">
          <Group justify="center" gap="xs" wrap="nowrap">
            <Hint state={state} language={language} />
            <VoiceToggle />
          </Group>
          {state.rejected && (
            <Text c="orange.8" ta="center" size="sm">
              {t('face-check.rejected')}
            </Text>
          )}
          {of > 0 && (
            <Progress
              value={(step / of) * 100}
              size="lg"
              radius="xl"
              aria-label={t('face-check.progress', { step, of })}
              transitionDuration={200}
            />
          )}
          {of > 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {t('face-check.progress', { step, of })}
            </Text>
          )}
        </Stack>
      );
    }
  }
}
