import { Center, Group, Pagination, Paper, Rating, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import type { ReviewPublic } from '@/lib/api';
import { REVIEWS_PAGE_SIZE, useReviews } from '../api/get-reviews';

/** The server stamps a new review's two times a moment apart; only a later save counts as an edit. */
const EDIT_AFTER_SECONDS = 60;

function Review({ review }: { review: ReviewPublic }) {
  const { t } = useTranslation();
  const edited = dayjs(review.updatedAt).diff(review.createdAt, 'second') > EDIT_AFTER_SECONDS;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Rating value={review.rating} readOnly size="sm" aria-hidden />
          <Text size="sm" fw={600}>
            {t('notaries.review.rated', { value: review.rating })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {review.author || t('notaries.review.anonymous')}
          {' · '}
          {dayjs(review.updatedAt).format('DD.MM.YYYY')}
          {edited && ` · ${t('notaries.review.edited')}`}
        </Text>
      </Group>
      {review.text && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {review.text}
        </Text>
      )}
    </Paper>
  );
}

/** Every citizen's review of this notary, newest first, a page at a time. */
export function ReviewList({ notaryId }: { notaryId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useReviews(notaryId, page);
  const { data } = reviews;
  if (!data) return <QueryState query={reviews} />;
  if (data.total === 0) return <Text c="dimmed">{t('notaries.review.none')}</Text>;
  const pages = Math.ceil(data.total / REVIEWS_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notaries.review.list')}>
        {data.items.map((review) => (
          <Review key={review.id} review={review} />
        ))}
      </Stack>
      {pages > 1 && (
        <Center component="nav" aria-label={t('notaries.review.pages')}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({
              'aria-label': t('notaries.list.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`notaries.list.${control}_page`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
