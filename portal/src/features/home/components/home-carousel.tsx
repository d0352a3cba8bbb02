import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRUST_HELPLINE } from '@/config/constants';
import { href } from '@/config/paths';
import { useClientConfig } from '@/lib/client-config';
import classes from './home-carousel.module.css';

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
 * Mantine names the indicators' tablist in English and gives no prop for it: the name is set in the current language
 * once the carousel is drawn (Mantine never sets it again, as it does not change).
 */
function useIndicatorsLabel(label: string) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', label);
  }, [label]);
  return root;
}

/**
 * No autoplay: a moving carousel is hard to read and to operate with a keyboard or a screen reader (WCAG 2.2.2);
 * the visitor turns the slides with the arrows, the indicators or the arrow keys. Every name is in the interface
 * language: Mantine's English announcement of the slide is hidden (CSS module) and replaced by ours.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const root = useIndicatorsLabel(t('home.carousel.indicators'));
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {t('home.carousel.status', { number: current + 1, count: SLIDES.length })}
      </VisuallyHidden>
      <Carousel
        ref={root}
        className={classes.carousel}
        aria-label={t('home.carousel.label')}
        aria-roledescription={t('home.carousel.roledescription')}
        withIndicators
        emblaOptions={{ loop: true }}
        slideGap="md"
        controlSize={36}
        onSlideChange={setCurrent}
        previousControlProps={{ 'aria-label': t('home.carousel.previous') }}
        nextControlProps={{ 'aria-label': t('home.carousel.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('home.carousel.go_to', { number: index + 1 }) })}
        styles={{ indicator: { backgroundColor: 'var(--mantine-color-ministry-7)' } }}
      >
        {SLIDES.map(({ key, to }, index) => (
          <Carousel.Slide
            key={key}
            aria-roledescription={t('home.carousel.slide_roledescription')}
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
    </>
  );
}
