import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import { usePersistedState } from '@/lib/persisted-state';
import { useMyReview, useSaveMyReview } from '../api/my-review';

export const REVIEW_TEXT_MAX = 2000;

/**
 * A review needs a rating ("give a rating", docs/contracts/entities.md#notary-review-rating); the text is optional.
 * Messages are catalogue keys.
 */
const ReviewSchema = z.object({
  rating: z.number().int().min(1, { error: 'notaries.review.rating_required' }).max(5),
  text: z.string().trim().max(REVIEW_TEXT_MAX, { error: 'notaries.review.text_too_long' }),
});
type ReviewValues = z.infer<typeof ReviewSchema>;

const NO_REVIEW: ReviewValues = { rating: 0, text: '' };

/** A logged-out visitor reads the reviews; writing one needs login (the page is remembered for after it). */
function LoginToReview() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" title={t('notaries.review.login_title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('notaries.review.login')}</Text>
        <Button component={Link} to={href('login')} size="xs">
          {t('notaries.review.login_button')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The citizen's one review of this notary: the first save publishes it, later saves edit it
 * (GET/PUT reviews/mine).
 */
function OwnReviewForm({ notaryId }: { notaryId: number }) {
  const { t } = useTranslation();
  const mine = useMyReview(notaryId);
  const save = useSaveMyReview(notaryId);
  const [saved, setSaved] = useState<'published' | 'updated' | null>(null);
  const existing = mine.data ?? null;
  const form = useForm<ReviewValues>({
    resolver: zodResolver(ReviewSchema),
    defaultValues: NO_REVIEW,
    values: existing ? { rating: existing.rating, text: existing.text } : undefined,
  });
  if (!mine.isSuccess) return <QueryState query={mine} />;
  const submit = form.handleSubmit((values) => {
    setSaved(null);
    save.mutate(values, { onSuccess: () => setSaved(existing ? 'updated' : 'published') });
  });
  const ratingError = form.formState.errors.rating?.message;
  const textError = form.formState.errors.text?.message;
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t(existing ? 'notaries.review.yours_title' : 'notaries.review.write_title')}
        </Title>
        {existing && <Text size="sm">{t('notaries.review.yours_note')}</Text>}
        <Fieldset legend={t('notaries.review.rating')} variant="unstyled" aria-describedby={ratingError ? 'review-rating-error' : undefined}>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Rating
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                size="lg"
                getSymbolLabel={(value) => t('notaries.review.rated', { value })}
              />
            )}
          />
          {ratingError && (
            <Text id="review-rating-error" c="red" size="sm" mt={4} role="alert">
              {t(ratingError)}
            </Text>
          )}
        </Fieldset>
        <Textarea
          label={t('notaries.review.text')}
          description={t('notaries.review.text_hint', { max: REVIEW_TEXT_MAX })}
          rows={4}
          resize="vertical"
          maxLength={REVIEW_TEXT_MAX}
          error={textError && t(textError)}
          {...form.register('text')}
        />
        <SubmitError error={save.error} onClose={save.reset} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(existing ? 'notaries.review.save' : 'notaries.review.publish')}
          </Button>
        </Group>
        {saved && (
          <Alert variant="light" color="teal" role="status">
            {t(saved === 'updated' ? 'notaries.review.updated' : 'notaries.review.published')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

export function ReviewForm({ notaryId }: { notaryId: number }) {
  const loggedIn = usePersistedState((state) => state.user !== null);
  return loggedIn ? <OwnReviewForm notaryId={notaryId} /> : <LoginToReview />;
}
