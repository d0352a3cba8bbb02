import { Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { CapabilityTiles } from '@/features/home/components/capability-tiles';
import { HomeSlide, SLIDES } from '@/features/home/components/home-slide';
import { usePersistedState } from '@/lib/persisted-state';
import { lazyWithData } from '@/lib/with-data';

// The carousel's code (and its slider library) follows the first screen, which shows the first slide meanwhile.
const HomeCarousel = lazy(() => import('@/features/home/components/home-carousel').then((m) => ({ default: m.HomeCarousel })));
// Only a logged-in citizen can have a conference to announce: the dialog's code comes with the login (and the data
// layer, which the rest of the page draws without).
const VideoConferenceNotice = lazyWithData(() =>
  import('@/features/home/components/video-conference-notice').then((m) => m.VideoConferenceNotice),
);

/**
 * The main page (docs/contracts/portal.md#home): carousel, capability tiles and, for a logged-in citizen, the video
 * conference notice. The trust notice (docs/contracts/portal.md#capabilities) is in the frame around every page, this
 * one included.
 */
export function HomePage() {
  const { t } = useTranslation();
  const loggedIn = usePersistedState((state) => state.user !== null);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageTitle>{t('home.title')}</PageTitle>
        <Text size="lg" maw={760}>
          {t('home.intro')}
        </Text>
      </Stack>
      <Suspense fallback={<HomeSlide slide={SLIDES[0].key} to={SLIDES[0].to} />}>
        <HomeCarousel />
      </Suspense>
      <CapabilityTiles />
      {loggedIn && (
        <Suspense>
          <VideoConferenceNotice />
        </Suspense>
      )}
    </Stack>
  );
}
