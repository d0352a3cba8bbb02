import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeviceCheck } from '@/lib/media-check';
import { CheckCard } from './check-card';

/** The microphone: a live level meter, and whether it delivered any sound. */
export function MicrophoneCheck({ devices, level }: { devices: DeviceCheck | null; level: number }) {
  const { t } = useTranslation();
  const microphone = devices?.microphone;
  const result = !microphone
    ? t('video-testing.microphone.checking')
    : microphone.error
      ? t(`video-testing.errors.${microphone.error}.problem`)
      : t('video-testing.microphone.ok');
  const listening = !microphone || microphone.status !== 'fail';
  return (
    <CheckCard
      title={t('video-testing.microphone.title')}
      state={microphone?.status ?? 'checking'}
      result={result}
      advice={microphone?.error && t(`video-testing.errors.${microphone.error}.advice`)}
    >
      {listening && (
        <Progress
          value={Math.round(level * 100)}
          color="green"
          size="lg"
          aria-label={t('video-testing.microphone.level')}
          // The meter moves many times a second: it is read when wanted, never announced.
          aria-live="off"
          transitionDuration={80}
        />
      )}
    </CheckCard>
  );
}
