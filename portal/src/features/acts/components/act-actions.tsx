import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '@/components/dialogs/prompt-dialog';
import { SubmitError } from '@/components/form/submit-error';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import type { Action, ActionBody, ActPublic } from '@/lib/api';
import { useTakeAction } from '../api/take-action';
import { ACTION_SPECS, actLevelActions, needsDialog } from '../utils/actions';
import { AssignTimeDialog } from './assign-time-dialog';
import { IssueInvoicesDialog } from './issue-invoices-dialog';
import { NotaryPicker } from './notary-picker';

interface ActionDialogProps {
  action: Action;
  pending: boolean;
  /** Why the last answer was not taken: told in the dialog, which stays open. */
  failure: unknown;
  onCancel: () => void;
  onConfirm: (body: ActionBody) => void;
}

/** The confirmation prompt, with the reason or remark the action's body needs. */
function ActionDialog({ action, pending, failure, onCancel, onConfirm }: ActionDialogProps) {
  const { t } = useTranslation();
  const spec = ACTION_SPECS[action];
  // The text the body carries, if any (a party or a notary is chosen elsewhere).
  const textField = spec.field === 'reason' || spec.field === 'remark' ? spec.field : null;
  return (
    <PromptDialog
      title={t(`acts.actions.${action}.title`)}
      prompt={t(`acts.actions.${action}.prompt`)}
      text={textField ? { label: t(`acts.field.${textField}`), required: t(`acts.field.${textField}_required`) } : undefined}
      confirm={t(`acts.actions.${action}.label`)}
      cancel={t('acts.dialog.cancel')}
      danger={spec.danger}
      pending={pending}
      failure={failure}
      onCancel={onCancel}
      onConfirm={(text) => onConfirm(textField ? { [textField]: text } : {})}
    />
  );
}

type NotaryMode = 'auto' | 'manual';

/** The actions whose body is asked in a dialog of its own rather than the plain prompt. */
const OWN_DIALOGS: ReadonlySet<Action> = new Set(['change_notary', 'issue_invoices', 'assign_time']);

/**
 * The change of notary (docs/contracts/acts.md#actions, `change_notary`): confirmed like every change of notary, with
 * the new one picked by the service or by hand (by region, district and name), as when the act was created.
 */
function ChangeNotaryDialog({ pending, failure, onCancel, onConfirm }: Omit<ActionDialogProps, 'action'>) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<NotaryMode>('auto');
  const [notaryId, setNotaryId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (mode === 'auto') return onConfirm({ mode: 'auto' });
    if (!notaryId) return setError(t('acts.actions.change_notary.notary_required'));
    onConfirm({ mode: 'manual', id: Number(notaryId) });
  };
  return (
    <Modal opened onClose={onCancel} title={t('acts.actions.change_notary.title')} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{t('acts.actions.change_notary.prompt')}</Text>
        <Radio.Group
          label={t('acts.actions.change_notary.mode')}
          value={mode}
          onChange={(value) => {
            setMode(value as NotaryMode);
            setError(null);
          }}
          required
        >
          <Group mt="xs">
            <Radio value="auto" label={t('acts.actions.change_notary.auto')} />
            <Radio value="manual" label={t('acts.actions.change_notary.manual')} />
          </Group>
        </Radio.Group>
        {mode === 'manual' && (
          <NotaryPicker
            value={notaryId}
            onChange={(id) => {
              setNotaryId(id);
              setError(null);
            }}
            error={error ?? undefined}
          />
        )}
        <SubmitError error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('acts.dialog.cancel')}
          </Button>
          <Button loading={pending} onClick={confirm}>
            {t('acts.actions.change_notary.label')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Exactly the buttons of the act's `actions` (docs/contracts/acts.md#the-actions-field): the server alone knows the
 * workflow. A refusal (409, 400) is the server's text, shown in the open dialog or under the buttons. The
 * invitation resent to one party is that party's (the parties tab offers it in its row), not the act's.
 */
export function ActActions({ act, only }: { act: ActPublic; only?: readonly Action[] }) {
  const { t } = useTranslation();
  const take = useTakeAction(act.uuid);
  const [asking, setAsking] = useState<Action | null>(null);
  const [done, setDone] = useState<Action | null>(null);
  // A step of the quick start offers the one action it is about, of those the server lists.
  const actions = actLevelActions(act.actions).filter((action) => !only || only.includes(action));
  if (actions.length === 0 && !done) return null;
  // A dialog opens without the failure of an earlier answer.
  const ask = (action: Action) => {
    take.reset();
    setAsking(action);
  };

  const send = (action: Action, body: ActionBody) => {
    setDone(null);
    take.mutate(
      { action, body },
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
                onClick={() => (needsDialog(spec) ? ask(action) : send(action, {}))}
              >
                {t(`acts.actions.${action}.label`)}
              </Button>
            );
          })}
        </Group>
      )}
      {!asking && <SubmitError error={take.error} onClose={take.reset} />}
      {done && (
        <Alert variant="light" color="teal" role="status" withCloseButton onClose={() => setDone(null)}>
          {t(`acts.actions.${done}.done`)}
        </Alert>
      )}
      {asking === 'change_notary' && (
        <ChangeNotaryDialog
          pending={take.isPending}
          failure={take.error}
          onCancel={() => setAsking(null)}
          onConfirm={(body) => send(asking, body)}
        />
      )}
      {asking === 'issue_invoices' && (
        <IssueInvoicesDialog
          uuid={act.uuid}
          pending={take.isPending}
          failure={take.error}
          onCancel={() => setAsking(null)}
          onConfirm={(body) => send(asking, body)}
        />
      )}
      {asking === 'assign_time' && (
        <AssignTimeDialog
          act={act}
          pending={take.isPending}
          failure={take.error}
          onCancel={() => setAsking(null)}
          onConfirm={(body) => send(asking, body)}
        />
      )}
      {asking && !OWN_DIALOGS.has(asking) && (
        <ActionDialog
          key={asking}
          action={asking}
          pending={take.isPending}
          failure={take.error}
          onCancel={() => setAsking(null)}
          onConfirm={(body) => send(asking, body)}
        />
      )}
    </Stack>
  );
}
