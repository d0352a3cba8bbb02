import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePersistedState } from '@/lib/persisted-state';
import { useVoiceOn } from './voice';

/** A loudspeaker, with sound waves when on and crossed out when off. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" strokeLinejoin="round" />
      <path d={on ? 'M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11' : 'M16 9l6 6M22 9l-6 6'} strokeLinecap="round" />
    </svg>
  );
}

/** Voice guidance on or off, kept with the other preferences on this device. */
export function VoiceToggle() {
  const { t } = useTranslation();
  const on = useVoiceOn();
  const setVoiceGuidance = usePersistedState((state) => state.setVoiceGuidance);
  const label = t('face-check.voice_guidance');
  return (
    <ActionIcon
      variant={on ? 'light' : 'subtle'}
      color={on ? undefined : 'gray'}
      size="lg"
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={() => setVoiceGuidance(!on)}
    >
      <SpeakerIcon on={on} />
    </ActionIcon>
  );
}
