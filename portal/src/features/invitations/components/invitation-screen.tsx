import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PromptDialog } from '@/components/dialogs/prompt-dialog';
import { PageTitle } from '@/components/ui/page-title';
import { Fact } from '@/components/ui/fact';
import { modeOfPath } from '@/config/env';
import { href } from '@/config/paths';
import type { InvitationView } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';
import { type InvitationAnswer, useAnswerInvitation } from '../api/answer-invitation';
import { useInvitation } from '../api/get-invitation';



/** What became of the link, said plainly with what to do next. */
function StateNotice({ view }: { view: InvitationView }) {
  const { t } = useTranslation();
  const values = { inviter: view.inviter, date: displayDateTime(view.expires_at) };
  switch (view.state) {
    case 'live':
      return (
        <Alert variant="light" color="blue">
          {t('invitations.state.live', values)}
        </Alert>
      );
    case 'answered':
      return (
        <Alert variant="light" color={view.status === 'accepted' ? 'teal' : 'gray'}>
          {t(`invitations.state.answered_${view.status ?? 'other'}`, values)}
        </Alert>
      );
    case 'expired':
    case 'replaced':
      return (
        <Alert variant="light" color="yellow" title={t(`invitations.state.${view.state}_title`)}>
          {t(`invitations.state.${view.state}`, values)}
        </Alert>
      );
  }
}

interface RejectDialogProps {
  pending: boolean;
  failure: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** A refusal says why: the applicant sees the reason in the parties tab. */
function RejectDialog({ pending, failure, onCancel, onConfirm }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <PromptDialog
      title={t('invitations.reject_title')}
      prompt={t('invitations.reject_prompt')}
      text={{ label: t('invitations.reason'), required: t('invitations.reason_required') }}
      confirm={t('invitations.reject')}
      cancel={t('invitations.cancel')}
      danger
      pending={pending}
      failure={failure}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

function Invitation({ token, view }: { token: string; view: InvitationView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const answer = useAnswerInvitation(token, view.uuid);
  const [rejecting, setRejecting] = useState(false);
  const send = (chosen: InvitationAnswer) => answer.mutate(chosen, { onSuccess: () => setRejecting(false) });
  const answered = answer.isSuccess ? answer.variables.action : null;
  const actHref = href(modeOfPath(pathname) === 'kiosk' ? 'kioskNotarialAct' : 'notarialAct', { uuid: view.uuid });
  // Only what the server lists now: a link answered, expired or replaced offers nothing.
  const offers = answered ? [] : view.actions.filter((action) => action === 'accept' || action === 'reject');
  return (
    <Stack gap="lg" maw={820}>
      <Text size="lg">{t('invitations.intro', { inviter: view.inviter })}</Text>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('invitations.fields.act')}>{view.typeName}</Fact>
          <Fact label={t('invitations.fields.inviter')}>{view.inviter}</Fact>
          <Fact label={t('invitations.fields.role')}>{t(`acts.roles.${view.role}`)}</Fact>
          <Fact label={t('invitations.fields.notary')}>{view.notary}</Fact>
          <Fact label={t('invitations.fields.expires')}>
            {t('invitations.until', { date: displayDateTime(view.expires_at) })}
          </Fact>
        </SimpleGrid>
      </Paper>
      {answered ? (
        <Alert variant="light" color="teal" role="status">
          {t(answered === 'accept' ? 'invitations.accepted' : 'invitations.rejected')}
        </Alert>
      ) : (
        <StateNotice view={view} />
      )}
      {offers.length > 0 && (
        <Group gap="sm" role="group" aria-label={t('invitations.answers')}>
          {offers.includes('accept') && (
            <Button loading={answer.isPending && !rejecting} disabled={answer.isPending} onClick={() => send({ action: 'accept' })}>
              {t('invitations.accept')}
            </Button>
          )}
          {offers.includes('reject') && (
            <Button color="red" variant="light" disabled={answer.isPending} onClick={() => {
                answer.reset();
                setRejecting(true);
              }}
            >
              {t('invitations.reject')}
            </Button>
          )}
        </Group>
      )}
      {!rejecting && <SubmitError error={answer.error} onClose={answer.reset} />}
      {(answered || view.state === 'answered') && (
        <Button component={Link} to={actHref} variant="light" w="fit-content">
          {t('invitations.open_act')}
        </Button>
      )}
      {rejecting && (
        <RejectDialog
          pending={answer.isPending}
          failure={answer.error}
          onCancel={() => setRejecting(false)}
          onConfirm={(reason) => send({ action: 'reject', reason })}
        />
      )}
    </Stack>
  );
}

/**
 * The invitation approval screen (docs/contracts/portal.md#act-details) the SMS link `<origin>/invitation/<token>`
 * opens: who invites, to what act, in which role, with which notary and until when; accept or reject (with a reason)
 * exactly when the server offers them.
 */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const view = invitation.data;
  return (
    <Stack gap="md">
      <PageTitle>{t('invitations.title')}</PageTitle>
      {view ? <Invitation token={token} view={view} /> : <QueryState query={invitation} />}
    </Stack>
  );
}
