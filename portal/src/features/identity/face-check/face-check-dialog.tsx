import { Group, Image, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersistedState } from '@/lib/persisted-state';
import { bestShotOf } from './answers';
import { FaceCheckStatus } from './face-check-status';
import { FaceStage } from './face-stage';
import { HINT_LANGUAGE_NAMES, HINT_LANGUAGES, type HintLanguage, hintLanguageOf, useHintLanguageChoice } from './hints';
import { faceCheckSource } from './source';
import { useFaceCheck } from './use-face-check';
import { useVoiceGuidance } from './voice';

interface FaceCheckDialogProps {
  opened: boolean;
  onPassed: (jwt: string) => void;
  onTimeout: () => void;
  onClose: () => void;
}

function HintLanguageSwitch({ value }: { value: HintLanguage }) {
  const { t } = useTranslation();
  const choose = useHintLanguageChoice((state) => state.choose);
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('face-check.hint_language')}
      value={value}
      onChange={(chosen) => choose(chosen as HintLanguage)}
      data={HINT_LANGUAGES.map((code) => ({ value: code, label: HINT_LANGUAGE_NAMES[code] }))}
    />
  );
}

function BestShot({ jwt }: { jwt: string }) {
  const { t } = useTranslation();
  const shot = useMemo(() => bestShotOf(jwt), [jwt]);
  return (
    <Stack align="center" gap="md" aria-live="polite">
      {shot && <Image src={shot} alt={t('face-check.best_shot')} maw={320} radius="md" />}
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text fw={600}>{t('face-check.passed')}</Text>
      </Group>
    </Stack>
  );
}

/** One face check; mounted only while the dialog is open, so closing it tears the camera and socket down. */
function FaceCheckPanel({ onPassed, onTimeout }: Pick<FaceCheckDialogProps, 'onPassed' | 'onTimeout'>) {
  const { t } = useTranslation();
  const source = useMemo(() => faceCheckSource(), []);
  const locale = usePersistedState((state) => state.locale);
  const language = hintLanguageOf(useHintLanguageChoice((state) => state.chosen), locale);
  const { state, videoRef, retry, pictureLoaded } = useFaceCheck({ source, language, onPassed, onTimeout });
  useVoiceGuidance(state, language);
  return (
    <Stack align="center" gap="md" py="md">
      <Text maw={640} ta="center">
        {t('face-check.intro')}
      </Text>
      <HintLanguageSwitch value={language} />
      {state.jwt ? (
        <BestShot jwt={state.jwt} />
      ) : (
        <FaceStage
          source={source}
          state={state}
          videoRef={videoRef}
          previewLabel={t('face-check.preview')}
          onPictureLoaded={pictureLoaded}
        />
      )}
      <FaceCheckStatus state={state} language={language} onRetry={retry} />
    </Stack>
  );
}

/**
 * The full-screen face check (docs/contracts/portal.md#face-check-dialog): camera, face frame, guidance, then the best
 * shot, which stays on screen while the login checks the token; whoever opened the dialog closes it.
 */
export function FaceCheckDialog({ opened, onPassed, onTimeout, onClose }: FaceCheckDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('face-check.title')}
      closeButtonProps={{ 'aria-label': t('face-check.close') }}
      closeOnClickOutside={false}
    >
      {opened && <FaceCheckPanel onPassed={onPassed} onTimeout={onTimeout} />}
    </Modal>
  );
}
