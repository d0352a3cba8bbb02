import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { SubmitError } from '@/components/form/submit-error';
import { useDialogWidth } from './use-dialog-width';

/** The longest reason or remark the server keeps (docs/contracts/acts.md#actions). */
export const TEXT_MAX = 1000;

export interface PromptDialogProps {
  title: string;
  prompt: string;
  /** The text the answer must carry (a reason, a remark): its label and the message when it is left empty. */
  text?: { label: string; required: string };
  confirm: string;
  cancel: string;
  danger?: boolean;
  pending: boolean;
  /** Why the answer was not taken (the failed call's error): shown in the dialog, which stays open. */
  failure?: unknown;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}

/** A confirmation prompt, with the text the answer needs when it needs one; the confirm button says what it does. */
export function PromptDialog(props: PromptDialogProps) {
  const { title, prompt, text, confirm, cancel, danger, pending, failure, onCancel, onConfirm } = props;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (text && !value.trim()) return setError(text.required);
    onConfirm(value.trim());
  };
  return (
    <Modal opened onClose={onCancel} title={title} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{prompt}</Text>
        {text && (
          <Textarea
            label={text.label}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={TEXT_MAX}
            rows={3}
            required
            data-autofocus
          />
        )}
        <SubmitError error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancel}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={submit}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
