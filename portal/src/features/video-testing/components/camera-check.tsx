import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceCheck } from '@/lib/media-check';
import { CheckCard } from './check-card';

function CameraPreview({ stream, label }: { stream: MediaStream; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined); // muted, so no autoplay rule stops it; a failure shows as black
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  return (
    <video
      ref={video}
      aria-label={label}
      muted
      playsInline
      // Mirrored, as people expect to see themselves.
      style={{ width: '100%', maxWidth: 400, aspectRatio: '4 / 3', background: 'black', borderRadius: 8, transform: 'scaleX(-1)' }}
    />
  );
}

/** The camera: its live picture and real resolution, or what went wrong and how to fix it. */
export function CameraCheck({ devices }: { devices: DeviceCheck | null }) {
  const { t } = useTranslation();
  const camera = devices?.camera;
  const size = camera?.width && camera.height ? { width: camera.width, height: camera.height } : null;
  const stream = devices?.stream?.getVideoTracks().length ? devices.stream : null;
  const result = !camera
    ? t('video-testing.camera.checking')
    : camera.error
      ? t(`video-testing.errors.${camera.error}.problem`)
      : t('video-testing.camera.ok', size ?? {});
  return (
    <CheckCard
      title={t('video-testing.camera.title')}
      state={camera?.status ?? 'checking'}
      result={result}
      advice={camera?.error && t(`video-testing.errors.${camera.error}.advice`)}
    >
      {stream && <CameraPreview stream={stream} label={t('video-testing.camera.preview')} />}
      {size && (
        <Text size="sm" c="dimmed">
          {t('video-testing.camera.resolution', size)}
        </Text>
      )}
    </CheckCard>
  );
}
