import { Button, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMediaTest } from '../hooks/use-media-test';
import { BandwidthCheck } from './bandwidth-check';
import { CameraCheck } from './camera-check';
import { MicrophoneCheck } from './microphone-check';

/** The device test before a video conference with the notary: camera, microphone and connection speed. */
export function VideoTesting() {
  const { t } = useTranslation();
  const { devices, bandwidth, level, checkAgain } = useMediaTest();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <CameraCheck devices={devices} />
        <MicrophoneCheck devices={devices} level={level} />
        <BandwidthCheck bandwidth={bandwidth} />
      </SimpleGrid>
      <Group>
        {/* Never disabled: a permission prompt left unanswered must not lock the page. */}
        <Button onClick={checkAgain}>
          {t('video-testing.check_again')}
        </Button>
      </Group>
    </>
  );
}
