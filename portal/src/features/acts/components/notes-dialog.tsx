import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import type { ActPublic, NotePublic } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';
import { SubmitError } from '@/components/form/submit-error';
import { useWriteNote } from '../api/write-note';

const NOTE_MAX = 2000;


/** Oldest first, whatever order they came in: the notes are a history. */
function byTime(notes: NotePublic[]): NotePublic[] {
  return [...notes].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

function NoteItem({ note }: { note: NotePublic }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" role="listitem">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={note.kind === 'remark' ? 'orange' : 'gray'} variant="light">
            {t(`acts.notes.kind.${note.kind}`)}
          </Badge>
          <Text size="sm" fw={500}>
            {note.author}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={note.created_at}>{displayDateTime(note.created_at)}</time>
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
      </Stack>
    </Paper>
  );
}

function WriteNote({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const write = useWriteNote(uuid);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (!text.trim()) {
      setError(t('acts.notes.text_required'));
      return;
    }
    write.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t('acts.notes.text')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
          if (write.isSuccess) write.reset();
        }}
        error={error}
        maxLength={NOTE_MAX}
        autosize
        minRows={3}
      />
      {write.isSuccess && (
        <Text role="status" c="teal" size="sm">
          {t('acts.notes.sent')}
        </Text>
      )}
      <SubmitError error={write.error} onClose={write.reset} />
      <Group justify="flex-end">
        <Button loading={write.isPending} onClick={send}>
          {t('acts.notes.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The act's notes and the notary's remarks, oldest first, and a new note while the act moves. */
export function NotesButton({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const width = useDialogWidth();
  const notes = byTime(act.notes);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('acts.notes.button', { count: notes.length })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('acts.notes.title')}
        size={width}
        closeButtonProps={{ 'aria-label': t('acts.notes.close') }}
        centered
      >
        <Stack gap="md">
          {notes.length === 0 ? (
            <Text c="dimmed">{t('acts.notes.empty')}</Text>
          ) : (
            <Stack gap="xs" role="list" aria-label={t('acts.notes.list_label')}>
              {notes.map((note) => (
                <NoteItem key={note.id} note={note} />
              ))}
            </Stack>
          )}
          {act.changes.includes('notes') ? <WriteNote uuid={act.uuid} /> : <Text size="sm" c="dimmed">{t('acts.notes.closed')}</Text>}
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The notary's latest remark, on the act page itself, while the act is back at preparation after a return with
 * defects: a draft never sent has no remark, and an act sent again (step 2 on) no longer needs it in view.
 */
export function LatestRemark({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const remark = byTime(act.notes)
    .filter((note) => note.kind === 'remark')
    .at(-1);
  if (act.step !== 1 || act.state !== 'in_progress' || !remark) return null;
  return (
    <Alert color="orange" variant="light" title={t('acts.notes.remark_alert')} role="note">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{remark.text}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('acts.notes.remark_by', { author: remark.author, date: displayDateTime(remark.created_at) })}
      </Text>
    </Alert>
  );
}
