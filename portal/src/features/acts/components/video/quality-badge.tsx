import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = ['gray', 'red', 'orange', 'yellow', 'teal', 'green'] as const;

/** The spec's 0-5 connection quality with its words (0 none … 5 excellent). */
export function QualityBadge({ quality }: { quality: number | null | undefined }) {
  const { t } = useTranslation();
  if (quality === null || quality === undefined) return null;
  return (
    <Badge color={COLORS[quality] ?? 'gray'} variant="light">
      {t('acts.video.quality', { quality, words: t(`acts.video.quality_scale.${quality}`) })}
    </Badge>
  );
}
