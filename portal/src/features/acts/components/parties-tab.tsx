import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { href } from '@/config/paths';
import type { ActPublic, PartyPublic } from '@/lib/api';
import { toastSuccess } from '@/lib/notifications';
import { SubmitError } from '@/components/form/submit-error';
import { useRemoveParty } from '../api/remove-party';
import { useTakeAction } from '../api/take-action';
import { Later } from './later';
import { PartyAddDialog } from './party-add-dialog';
import { PartyInvitation } from './party-invitation';

const STATUS_COLORS = { awaiting: 'gray', accepted: 'teal', rejected: 'red', exited: 'orange' } as const;

function PartyStatus({ party }: { party: PartyPublic }) {
  const { t } = useTranslation();
  const status = party.status ?? 'awaiting';
  const withReason = (party.status === 'rejected' || party.status === 'exited') && party.reason;
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLORS[status]} variant="light" w="fit-content">
        {t(`acts.party_status.${status}`)}
      </Badge>
      {withReason && (
        <Text size="sm" c="dimmed">
          {t('acts.parties_tab.reason', { reason: party.reason })}
        </Text>
      )}
    </Stack>
  );
}

interface RemoveDialogProps {
  party: PartyPublic;
  pending: boolean;
  failure: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Taking a party out is asked first: its link dies and the others are asked again. */
function RemovePartyDialog({ party, pending, failure, onCancel, onConfirm }: RemoveDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onCancel} title={t('acts.parties_tab.remove_title')} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{t('acts.parties_tab.remove_prompt', { name: party.fullname })}</Text>
        <SubmitError error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('acts.dialog.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t('acts.parties_tab.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The act's parties with their roles and answers (docs/contracts/acts.md#party-status). The applicant also sees each
 * live invitation link (copy, QR), may send a party a new one when the server lists `resend_invitation`, and may add
 * and remove parties while the act's `changes` include "parties": the server decides each of these.
 */
export function PartiesTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const take = useTakeAction(act.uuid);
  const remove = useRemoveParty(act.uuid);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PartyPublic | null>(null);
  const mayChange = act.changes.includes('parties');
  const mayResend = act.actions.includes('resend_invitation');
  const mayAdd = mayChange && act.party_roles.length > 0;
  // Someone who has accepted needs no new link; the applicant never has one.
  const resendable = (party: PartyPublic) => mayResend && !party.applicant && party.status !== 'accepted';
  const removable = (party: PartyPublic) => mayChange && !party.applicant;
  const withActions = act.parties.some((party) => resendable(party) || removable(party));
  const withInvitations = act.parties.some((party) => party.invitation);

  const resend = (party: PartyPublic) =>
    take.mutate(
      { action: 'resend_invitation', body: { party_id: party.id } },
      { onSuccess: () => toastSuccess(t('acts.parties_tab.resent', { name: party.fullname })) },
    );
  const confirmRemove = (party: PartyPublic) =>
    remove.mutate(party.id, {
      onSuccess: () => {
        setRemoving(null);
        toastSuccess(t('acts.parties_tab.removed'));
      },
    });

  return (
    <Stack gap="md">
      {mayAdd && (
        <Button w="fit-content" onClick={() => setAdding(true)}>
          {t('acts.parties_tab.add')}
        </Button>
      )}
      <SubmitError error={take.error} onClose={take.reset} />
      {act.parties.length === 0 ? (
        <Later>{t('acts.details.parties.none')}</Later>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label={t('acts.details.tabs.parties')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('acts.details.parties.role')}</Table.Th>
                <Table.Th>{t('acts.details.parties.fullname')}</Table.Th>
                <Table.Th>{t('acts.details.parties.status')}</Table.Th>
                <Table.Th>{t('acts.parties_tab.participation_col')}</Table.Th>
                {withInvitations && <Table.Th>{t('acts.parties_tab.invitation_col')}</Table.Th>}
                {withActions && <Table.Th>{t('acts.parties_tab.actions_col')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {act.parties.map((party) => (
                <Table.Tr key={party.id}>
                  <Table.Td>{t(`acts.roles.${party.role}`)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor component={Link} to={href('myActMember', { rid: act.rid, id: party.id })} size="sm">
                        {party.organisation ?? party.fullname}
                      </Anchor>
                      {party.organisation && (
                        <Text size="xs" c="dimmed">
                          {t('acts.parties_tab.director', { name: party.fullname })}
                        </Text>
                      )}
                      {party.applicant && (
                        <Badge variant="outline" size="sm">
                          {t('acts.details.parties.applicant')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <PartyStatus party={party} />
                  </Table.Td>
                  <Table.Td>{t(`acts.parties_tab.participation.${party.participation}`)}</Table.Td>
                  {withInvitations && (
                    <Table.Td>
                      {party.invitation && <PartyInvitation invitation={party.invitation} name={party.fullname} />}
                    </Table.Td>
                  )}
                  {withActions && (
                    <Table.Td>
                      <Group gap="xs" role="group" aria-label={t('acts.parties_tab.row_actions', { name: party.fullname })}>
                        {resendable(party) && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            loading={take.isPending && take.variables.body?.party_id === party.id}
                            disabled={take.isPending}
                            onClick={() => resend(party)}
                          >
                            {t('acts.parties_tab.resend')}
                          </Button>
                        )}
                        {removable(party) && (
                          <Button size="compact-sm" variant="light" color="red" onClick={() => {
                            remove.reset();
                            setRemoving(party);
                          }}
                        >
                            {t('acts.parties_tab.remove')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {adding && (
        <PartyAddDialog
          uuid={act.uuid}
          roles={act.party_roles}
          juridicalRoles={act.juridical_roles}
          parties={act.parties}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <RemovePartyDialog
          party={removing}
          pending={remove.isPending}
          failure={remove.error}
          onCancel={() => setRemoving(null)}
          onConfirm={() => confirmRemove(removing)}
        />
      )}
    </Stack>
  );
}
