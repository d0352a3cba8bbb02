import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRUST_HELPLINE } from '@/config/constants';
import { href } from '@/config/paths';
import { useClientConfig } from '@/lib/client-config';

/** What the service does, one slide each; a slide's button leads to where that starts. */
const SLIDES = [
  { key: 'online', to: href('services') },
  { key: 'video', to: href('videoTesting') },
  { key: 'checks', to: href('searchProxy') },
  { key: 'safety', to: null },
] as const;

type SlideKey = (typeof SLIDES)[number]['key'];

function SlideAction({ slide, to }: { slide: SlideKey; to: string | null }) {
  const { t } = useTranslation();
  const phone = useClientConfig().data?.supportPhone ?? TRUST_HELPLINE;
  const label = t(`home.carousel.slides.${slide}.action`, { phone });
  // The safety slide's action is the trust helpline itself: a phone link dials it on a phone.
  if (to === null) {
    return (
      <Button component="a" href={`tel:${phone}`} variant="outline">
        {label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={to}>
      {label}
    </Button>
  );
}

/**
 * No autoplay: a moving carousel is hard to read and to operate with a keyboard or a screen reader (WCAG 2.2.2);
 * the visitor turns the slides with the arrows, the indicators or the arrow keys.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  return (
    <Carousel
      aria-label={t('home.carousel.label')}
      withIndicators
      emblaOptions={{ loop: true }}
      slideGap="md"
      controlSize={36}
      previousControlProps={{ 'aria-label': t('home.carousel.previous') }}
      nextControlProps={{ 'aria-label': t('home.carousel.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('home.carousel.go_to', { number: index + 1 }) })}
      styles={{ indicator: { backgroundColor: 'var(--mantine-color-ministry-7)' } }}
    >
      {SLIDES.map(({ key, to }, index) => (
        <Carousel.Slide
          key={key}
          aria-label={t('home.carousel.slide_label', { number: index + 1, count: SLIDES.length })}
        >
          <Paper
            h="100%"
            radius="lg"
            pt={{ base: 'lg', sm: 'xl' }}
            pb={{ base: 40, sm: 48 }}
            px={{ base: 52, sm: 72 }}
            bg={key === 'safety' ? 'yellow.0' : 'ministry.0'}
          >
            <Stack gap="sm" maw={680} align="flex-start">
              <Title order={2} size="h3">
                {t(`home.carousel.slides.${key}.title`)}
              </Title>
              <Text size="md">{t(`home.carousel.slides.${key}.text`)}</Text>
              <SlideAction slide={key} to={to} />
            </Stack>
          </Paper>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
