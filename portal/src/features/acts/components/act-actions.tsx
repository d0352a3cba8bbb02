import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import type { Action, ActPublic } from '@/lib/api';
import { useTakeAction } from '../api/take-action';
import { ACTION_SPECS, isKnownAction, needsDialog, REASON_MAX } from '../utils/actions';

interface ActionDialogProps {
  action: Action;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (text: string | null) => void;
}

/** The confirmation prompt, with the reason or remark the action's body needs. */
function ActionDialog({ action, pending, onCancel, onConfirm }: ActionDialogProps) {
  const { t } = useTranslation();
  const spec = ACTION_SPECS[action];
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (spec.field && !text.trim()) {
      setError(t(`acts.field.${spec.field}_required`));
      return;
    }
    onConfirm(spec.field ? text.trim() : null);
  };
  return (
    <Modal opened onClose={onCancel} title={t(`acts.actions.${action}.title`)} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{t(`acts.actions.${action}.prompt`)}</Text>
        {spec.field && (
          <Textarea
            label={t(`acts.field.${spec.field}`)}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={REASON_MAX}
            rows={3}
            required
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('acts.dialog.cancel')}
          </Button>
          <Button color={spec.danger ? 'red' : undefined} loading={pending} onClick={confirm}>
            {t(`acts.actions.${action}.label`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Exactly the buttons of the act's `actions` (docs/contracts/acts.md#the-actions-field): the server alone knows the
 * workflow. A refusal (409, 400) comes back as the server's text, which the API client shows.
 */
export function ActActions({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const take = useTakeAction(act.uuid);
  const [asking, setAsking] = useState<Action | null>(null);
  const [done, setDone] = useState<Action | null>(null);
  const actions = act.actions.filter(isKnownAction);
  if (actions.length === 0 && !done) return null;

  const send = (action: Action, text: string | null) => {
    const field = ACTION_SPECS[action].field;
    setDone(null);
    take.mutate(
      { action, body: field && text ? { [field]: text } : {} },
      {
        onSuccess: () => {
          setAsking(null);
          setDone(action);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      {actions.length > 0 && (
        <Group gap="sm" role="group" aria-label={t('acts.details.actions_label')}>
          {actions.map((action) => {
            const spec = ACTION_SPECS[action];
            return (
              <Button
                key={action}
                color={spec.danger ? 'red' : undefined}
                variant={spec.danger ? 'light' : 'filled'}
                loading={take.isPending && take.variables.action === action && !asking}
                disabled={take.isPending}
                onClick={() => (needsDialog(spec) ? setAsking(action) : send(action, null))}
              >
                {t(`acts.actions.${action}.label`)}
              </Button>
            );
          })}
        </Group>
      )}
      {done && (
        <Alert variant="light" color="teal" role="status" withCloseButton onClose={() => setDone(null)}>
          {t(`acts.actions.${done}.done`)}
        </Alert>
      )}
      {asking && (
        <ActionDialog
          key={asking}
          action={asking}
          pending={take.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(text) => send(asking, text)}
        />
      )}
    </Stack>
  );
}
