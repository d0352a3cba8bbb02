import { Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotaryListItem } from '@/lib/api';
import { HTML_LANG } from '@/lib/i18n';
import { usePersistedState } from '@/lib/persisted-state';

type Rated = Pick<NotaryListItem, 'ministryRating' | 'clientRating' | 'reviewCount'>;

/** One decimal, written the way the interface language writes numbers (4,6 rather than 4.6). */
function useRatingFormat() {
  const locale = usePersistedState((state) => state.locale);
  const format = new Intl.NumberFormat(HTML_LANG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
}

/** One rating out of 5: the stars are decoration, the text says it. */
function RatingLine({ label, value, note }: { label: string; value: number | null; note: string }) {
  const { t } = useTranslation();
  const format = useRatingFormat();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={150}>
        {label}
      </Text>
      {value !== null && <Rating value={value} fractions={10} readOnly size="sm" aria-hidden />}
      <Text size="sm" fw={600}>
        {value === null ? t('notaries.rating.none') : t('notaries.rating.of_five', { value: format(value) })}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Group>
  );
}

export function NotaryRatings({ notary }: { notary: Rated }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <RatingLine label={t('notaries.rating.ministry')} value={notary.ministryRating} note="" />
      <RatingLine
        label={t('notaries.rating.clients')}
        value={notary.clientRating}
        note={notary.reviewCount ? t('notaries.rating.review_count', { total: notary.reviewCount }) : ''}
      />
    </Stack>
  );
}
