import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRUST_HELPLINE } from '@/config/constants';
import { href } from '@/config/paths';
import { WithClientConfig } from '@/lib/with-client-config';

/** What the service does, one slide each; a slide's button leads to where that starts. */
export const SLIDES = [
  { key: 'online', to: href('services') },
  { key: 'video', to: href('videoTesting') },
  { key: 'checks', to: href('searchProxy') },
  { key: 'safety', to: null },
] as const;

export type SlideKey = (typeof SLIDES)[number]['key'];

/** The safety slide's action is the trust helpline itself: a phone link dials it on a phone. */
function HelplineAction({ slide }: { slide: SlideKey }) {
  const { t } = useTranslation();
  return (
    <WithClientConfig>
      {(config) => {
        const phone = config?.supportPhone ?? TRUST_HELPLINE;
        return (
          <Button component="a" href={`tel:${phone}`} variant="outline">
            {t(`home.carousel.slides.${slide}.action`, { phone })}
          </Button>
        );
      }}
    </WithClientConfig>
  );
}

function SlideAction({ slide, to }: { slide: SlideKey; to: string | null }) {
  const { t } = useTranslation();
  if (to === null) return <HelplineAction slide={slide} />;
  return (
    <Button component={Link} to={to}>
      {t(`home.carousel.slides.${slide}.action`)}
    </Button>
  );
}

/** One slide's content; the first is also what the page shows while the carousel's code arrives. */
export function HomeSlide({ slide, to }: { slide: SlideKey; to: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper
      h="100%"
      radius="lg"
      pt={{ base: 'lg', sm: 'xl' }}
      pb={{ base: 40, sm: 48 }}
      px={{ base: 52, sm: 72 }}
      bg={slide === 'safety' ? 'yellow.0' : 'ministry.0'}
    >
      <Stack gap="sm" maw={680} align="flex-start">
        <Title order={2} size="h3">
          {t(`home.carousel.slides.${slide}.title`)}
        </Title>
        <Text size="md">{t(`home.carousel.slides.${slide}.text`)}</Text>
        <SlideAction slide={slide} to={to} />
      </Stack>
    </Paper>
  );
}
