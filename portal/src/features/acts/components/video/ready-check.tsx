import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitError } from '@/components/form/submit-error';
import type { DeviceCheck } from '@/lib/api';
import { checkDevices, measureBandwidth, RECOMMENDED_MBPS, stopStream } from '@/lib/media-check';
import { useGetReady } from '../../api/conference';

type Stage = 'idle' | 'checking' | 'done';

/** What the device check measured, in the server's terms (it decides whether that is enough). */
async function measure(): Promise<{ check: DeviceCheck; problems: string[] }> {
  const devices = await checkDevices();
  stopStream(devices.stream);
  const bandwidth = await measureBandwidth();
  const mbps = Math.min(bandwidth.downloadMbps ?? 0, bandwidth.uploadMbps ?? 0);
  const problems = [devices.camera.error, devices.microphone.status === 'fail' ? devices.microphone.error : undefined];
  return {
    check: {
      width: devices.camera.width ?? 0,
      height: devices.camera.height ?? 0,
      microphone: devices.microphone.status !== 'fail',
      bandwidth_mbps: Math.round(mbps * 10) / 10,
    },
    problems: problems.filter((problem) => problem !== undefined),
  };
}

/**
 * "I am ready" (docs/video.md#flows): the camera, the microphone and the connection are checked, then the server is
 * told; its refusal says what to fix. A connection below the recommended speed is a warning, not a refusal. The
 * results stay once the server has taken them (`offered` is then false).
 */
export function ReadyCheck({ uuid, offered }: { uuid: string; offered: boolean }) {
  const { t } = useTranslation();
  const ready = useGetReady(uuid);
  const [stage, setStage] = useState<Stage>('idle');
  const [result, setResult] = useState<{ check: DeviceCheck; problems: string[] } | null>(null);

  const run = async () => {
    setStage('checking');
    ready.reset();
    const measured = await measure();
    setResult(measured);
    setStage('done');
    ready.mutate(measured.check);
  };

  return (
    <Stack gap="xs">
      {offered && (
        <Button onClick={() => void run()} loading={stage === 'checking' || ready.isPending} w="fit-content">
          {t('acts.video.ready')}
        </Button>
      )}
      {stage === 'checking' && (
        <Text size="sm" role="status">
          {t('acts.video.checking')}
        </Text>
      )}
      {result && (
        <List size="sm" aria-label={t('acts.video.check_results')}>
          <List.Item>{t('acts.video.camera_result', { width: result.check.width, height: result.check.height })}</List.Item>
          <List.Item>{t(result.check.microphone ? 'acts.video.microphone_ok' : 'acts.video.microphone_missing')}</List.Item>
          <List.Item>{t('acts.video.bandwidth_result', { mbps: result.check.bandwidth_mbps })}</List.Item>
        </List>
      )}
      {result && result.check.bandwidth_mbps < RECOMMENDED_MBPS && ready.isSuccess && (
        <Alert color="yellow" role="status">
          {t('acts.video.bandwidth_warning', { recommended: RECOMMENDED_MBPS })}
        </Alert>
      )}
      {result?.problems.map((problem) => (
        <Alert key={problem} color="red" role="alert">
          {t(`acts.video.device_error.${problem}`)}
        </Alert>
      ))}
      <SubmitError error={ready.error} />
    </Stack>
  );
}
