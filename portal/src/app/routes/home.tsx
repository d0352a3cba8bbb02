import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { CapabilityTiles } from '@/features/home/components/capability-tiles';
import { HomeCarousel } from '@/features/home/components/home-carousel';
import { VideoConferenceNotice } from '@/features/home/components/video-conference-notice';

/**
 * The main page (docs/contracts/portal.md#home): carousel, capability tiles and, for a logged-in citizen, the video
 * conference notice. The trust notice (docs/contracts/portal.md#capabilities) is in the frame around every page, this
 * one included.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageTitle>{t('home.title')}</PageTitle>
        <Text size="lg" maw={760}>
          {t('home.intro')}
        </Text>
      </Stack>
      <HomeCarousel />
      <CapabilityTiles />
      <VideoConferenceNotice />
    </Stack>
  );
}
