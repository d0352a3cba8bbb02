import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home-carousel.module.css';
import { HomeSlide, SLIDES } from './home-slide';

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
            <HomeSlide slide={key} to={to} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </>
  );
}
