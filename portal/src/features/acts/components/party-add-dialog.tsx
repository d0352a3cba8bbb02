import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Radio, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { FormMaskedField } from '@/components/form/masked-field';
import { PinField } from '@/components/form/passport-fields';
import type { DocumentTypePublic, PartyPublic, PartyRole } from '@/lib/api';
import { useDictionaries, useLocalName } from '@/lib/dictionaries';
import { toastSuccess } from '@/lib/notifications';
import { formatPhone } from '@/lib/phone';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import { useAddParty } from '../api/add-party';
import { INN_LENGTH, PARTY_DEFAULTS, type PartyValues, PHONE_LENGTH, partyBody, partySchema } from '../utils/party-schema';
import { PartyDocumentFields, shapeOfType } from './party-document-fields';
import { PartyExtraFields } from './party-extra-fields';

const PHONE_MASK = '0'.repeat(PHONE_LENGTH);
const INN_MASK = '0'.repeat(INN_LENGTH);

const EXTRA_FIELDS = ['representedPartyId', 'guardianBody', 'interpreter', 'translateFrom', 'translateTo'] as const;

/** Before the dictionaries arrive: one array, so the schema is not made again each render. */
const NO_TYPES: DocumentTypePublic[] = [];

const TEXTS = 'acts.parties_tab.form';
const ERRORS = 'acts.parties_tab.errors';

interface PartyAddDialogProps {
  uuid: string;
  /** The roles the applicant may invite now, as the server lists them. */
  roles: PartyRole[];
  /** Those of them an organisation may take, as the server lists them. */
  juridicalRoles: PartyRole[];
  /** The act's parties, one of whom the new party may act for. */
  parties: PartyPublic[];
  onClose: () => void;
}

/** Who the party is, as the confirmation shows it before the SMS goes out. */
function identityRows(values: PartyValues, documentName: string): [string, string][] {
  if (values.partyClass === 'juridical') return [['inn', values.inn]];
  return [
    ['document_type', documentName],
    ['passserial', `${values.passserial} ${values.passnum}`],
    ['pin', values.pin],
  ];
}

/**
 * A new party: its role, passport, personal number, phone and how it takes part. Sending it is confirmed first
 * (docs/contracts/errors-and-limits.md#confirmation-prompts): the SMS goes out and the other parties are asked again.
 * A refusal keeps the dialog open with what was typed; the API client shows the server's text.
 */
export function PartyAddDialog({ uuid, roles, juridicalRoles, parties, onClose }: PartyAddDialogProps) {
  const { t } = useTranslation();
  const add = useAddParty(uuid);
  const localName = useLocalName();
  const dictionaries = useDictionaries();
  const documentTypes = dictionaries.dictionaries?.documentTypes ?? NO_TYPES;
  // react-hook-form takes the resolver of each render: the number's rules follow the dictionaries once they arrive.
  const schema = useMemo(() => partySchema((documentType) => shapeOfType(documentTypes, documentType)), [documentTypes]);
  const [checking, setChecking] = useState<PartyValues | null>(null);
  const form = useForm<PartyValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...PARTY_DEFAULTS, role: roles.length === 1 ? (roles[0] as string) : '' },
  });
  const [role, partyClass] = useWatch({ control: form.control, name: ['role', 'partyClass'] });
  const organisationMay = juridicalRoles.includes(role as PartyRole);
  const [more, setMore] = useState(false);
  /** Hidden again, the extra details are not sent. */
  const showMore = (shown: boolean) => {
    setMore(shown);
    if (!shown) for (const name of EXTRA_FIELDS) form.setValue(name, PARTY_DEFAULTS[name]);
  };
  const field = { control: form.control, texts: TEXTS, errors: ERRORS, size: 'md' } as const;
  const roleError = form.formState.errors.role?.message;
  const send = (values: PartyValues) => {
    add.mutate(partyBody(values), {
      onSuccess: () => {
        toastSuccess(t('acts.parties_tab.added'));
        onClose();
      },
    });
  };
  const documentName = (id: string) => {
    const type = documentTypes.find((candidate) => String(candidate.id) === id);
    return type ? localName(type.name) : id;
  };
  const title = checking ? t('acts.parties_tab.confirm_title') : t('acts.parties_tab.add_title');
  return (
    <Modal opened onClose={onClose} title={title} size={useDialogWidth()} centered>
      {checking ? (
        <Stack gap="md">
          <Text>{t('acts.parties_tab.confirm_prompt', { phone: formatPhone(checking.phone).text })}</Text>
          <Table variant="vertical" withTableBorder aria-label={title}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.role`)}</Table.Th>
                <Table.Td>{t(`acts.roles.${checking.role}`)}</Table.Td>
              </Table.Tr>
              {identityRows(checking, documentName(checking.documentType)).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th>{t(`${TEXTS}.${label}`)}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.phone`)}</Table.Th>
                <Table.Td>{formatPhone(checking.phone).text}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(`${TEXTS}.participation`)}</Table.Th>
                <Table.Td>{t(`acts.parties_tab.participation.${checking.participation}`)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <SubmitError error={add.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChecking(null)} disabled={add.isPending}>
              {t('acts.parties_tab.back')}
            </Button>
            <Button loading={add.isPending} onClick={() => send(checking)}>
              {t('acts.parties_tab.confirm_send')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void form.handleSubmit(setChecking)(event)} noValidate aria-label={title}>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="role"
              render={({ field: role }) => (
                <Select
                  label={t(`${TEXTS}.role`)}
                  data={roles.map((value) => ({ value, label: t(`acts.roles.${value}`) }))}
                  value={role.value || null}
                  onChange={(value) => {
                    role.onChange(value ?? '');
                    // Only some roles may be an organisation's: another role is a person's again.
                    if (!juridicalRoles.includes(value as PartyRole)) form.setValue('partyClass', 'physical');
                  }}
                  error={roleError && t(`${ERRORS}.${roleError}`)}
                  required
                />
              )}
            />
            {organisationMay && (
              <Controller
                control={form.control}
                name="partyClass"
                render={({ field: kind }) => (
                  <SegmentedControl
                    aria-label={t(`${TEXTS}.party_class`)}
                    value={kind.value}
                    onChange={kind.onChange}
                    data={(['physical', 'juridical'] as const).map((value) => ({ value, label: t(`${TEXTS}.party_class_${value}`) }))}
                  />
                )}
              />
            )}
            {organisationMay && partyClass === 'juridical' ? (
              <FormMaskedField {...field} name="inn" mask={INN_MASK} maxLength={INN_LENGTH} keyboard="digits" />
            ) : (
              <>
                {/* Without them there is no document type to choose: why, and a retry. */}
                {dictionaries.isError && <QueryState query={dictionaries.query} title={t('errors.dictionaries_failed')} />}
                <PartyDocumentFields form={form} types={documentTypes} />
                <PinField {...field} name="pin" />
              </>
            )}
            <FormMaskedField {...field} name="phone" mask={PHONE_MASK} maxLength={PHONE_LENGTH} keyboard="digits" />
            <Controller
              control={form.control}
              name="participation"
              render={({ field: participation }) => (
                <Radio.Group
                  label={t(`${TEXTS}.participation`)}
                  value={participation.value}
                  onChange={participation.onChange}
                  required
                >
                  <Group mt="xs">
                    <Radio value="in_person" label={t('acts.parties_tab.participation.in_person')} />
                    <Radio value="video" label={t('acts.parties_tab.participation.video')} />
                  </Group>
                </Radio.Group>
              )}
            />
            <Checkbox label={t(`${TEXTS}.more`)} checked={more} onChange={(event) => showMore(event.currentTarget.checked)} />
            {more && <PartyExtraFields form={form} parties={parties} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('acts.dialog.cancel')}
              </Button>
              <Button type="submit">{t(`${TEXTS}.next`)}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
