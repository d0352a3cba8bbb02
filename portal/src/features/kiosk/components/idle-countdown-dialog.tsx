import { Button, Modal, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';

interface IdleCountdownDialogProps {
  secondsLeft: number | null;
  countdownSeconds: number;
  /** Any touch already cancels the countdown; the button says so to those who look for one. */
  onContinue: () => void;
  onFinish: () => void;
}

/** Shown when nobody has touched the kiosk for a while: the visit ends when the count reaches zero. */
export function IdleCountdownDialog({ secondsLeft, countdownSeconds, onContinue, onFinish }: IdleCountdownDialogProps) {
  const { t } = useTranslation();
  const seconds = secondsLeft ?? countdownSeconds;
  return (
    <Modal
      opened={secondsLeft !== null}
      onClose={onContinue}
      size={useDialogWidth()}
      centered
      withCloseButton={false}
      title={t('kiosk.idle.title')}
      // Above every other dialog: the person must see it whatever was open.
      zIndex={1000}
    >
      <Stack align="center" gap="md">
        <RingProgress
          size={140}
          thickness={12}
          roundCaps
          sections={[{ value: (seconds / countdownSeconds) * 100, color: 'ministry' }]}
          label={
            <Text ta="center" fz={40} fw={700} aria-hidden>
              {seconds}
            </Text>
          }
        />
        <Text ta="center">{t('kiosk.idle.message', { seconds })}</Text>
        <Text ta="center" c="dimmed">
          {t('kiosk.idle.hint')}
        </Text>
        <Stack gap="sm" w="100%">
          <Button size="lg" fullWidth onClick={onContinue} data-autofocus>
            {t('kiosk.idle.continue')}
          </Button>
          <Button size="lg" fullWidth variant="default" onClick={onFinish}>
            {t('kiosk.idle.finish')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
