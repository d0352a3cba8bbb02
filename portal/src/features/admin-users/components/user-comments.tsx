import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { UserDetail } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';
import { SubmitError } from '@/components/form/submit-error';
import { useChangeUser } from '../api/change-user';

export const COMMENT_MAX = 2000;

/** Messages are catalogue keys. */
const CommentSchema = z.object({
  text: z.string().trim().min(1, { error: 'admin-users.comments.required' }).max(COMMENT_MAX, { error: 'admin-users.comments.too_long' }),
});
type CommentValues = z.infer<typeof CommentSchema>;

function CommentForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const mutation = useChangeUser(userId);
  const form = useForm<CommentValues>({ resolver: zodResolver(CommentSchema), defaultValues: { text: '' } });
  const submit = form.handleSubmit(({ text }) => mutation.mutate({ kind: 'comment', text }, { onSuccess: () => form.reset() }));
  const error = form.formState.errors.text?.message;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
      <Textarea label={t('admin-users.comments.text')} rows={3} maxLength={COMMENT_MAX} error={error && t(error)} {...form.register('text')} />
      <SubmitError error={mutation.error} onClose={mutation.reset} />
      <Group>
        <Button type="submit" loading={mutation.isPending}>
          {t('admin-users.comments.add')}
        </Button>
      </Group>
      </Stack>
    </form>
  );
}

/** The administrators' comments, oldest first, each with its number; and the first one's number, as the screen shows. */
export function UserComments({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('admin-users.comments.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin-users.comments.title')}
        </Title>
        {user.firstCommentNumber !== null && <Text size="sm">{t('admin-users.comments.first', { number: user.firstCommentNumber })}</Text>}
        {user.comments.length === 0 ? (
          <Text c="dimmed">{t('admin-users.comments.empty')}</Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin-users.comments.list')}>
            {user.comments.map((comment) => (
              <li key={comment.number}>
                <Text size="sm" c="dimmed">
                  {t('admin-users.comments.number', { number: comment.number })} · {comment.author} · {displayDateTime(comment.at)}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.text}</Text>
              </li>
            ))}
          </Stack>
        )}
        <CommentForm userId={user.id} />
      </Stack>
    </Paper>
  );
}
