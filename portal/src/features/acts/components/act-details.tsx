import { Alert, Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Stepper, Table, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import type { ActPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { useAct } from '../api/get-act';
import { STEPS } from '../utils/filters';
import { ActActions } from './act-actions';
import { StateBadge, useActTypeName } from './act-labels';

const TABS = ['info', 'parties', 'subjects', 'print_form', 'payments', 'references', 'result', 'video'] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/** What a tab will hold later in the act's life, said plainly while it is empty. */
function Later({ children }: { children: string }) {
  return (
    <Alert variant="light" color="gray">
      {children}
    </Alert>
  );
}

function InfoTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label={t('acts.details.info.notary')}>{act.notary.fullname}</Field>
      <Field label={t('acts.details.info.office')}>{act.notary.office}</Field>
      <Field label={t('acts.details.info.registration_type')}>{t(`acts.registration.${act.registration_type === 2 ? 2 : 1}`)}</Field>
      <Field label={t('acts.details.info.rid')}>{act.rid}</Field>
      {act.visit?.date && (
        <Field label={t('acts.details.info.visit')}>
          {displayDate(act.visit.date)} {act.visit.time ?? ''}
        </Field>
      )}
    </SimpleGrid>
  );
}

function PartiesTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  if (act.parties.length === 0) return <Later>{t('acts.details.parties.none')}</Later>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table aria-label={t('acts.details.tabs.parties')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('acts.details.parties.role')}</Table.Th>
            <Table.Th>{t('acts.details.parties.fullname')}</Table.Th>
            <Table.Th>{t('acts.details.parties.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {act.parties.map((party) => (
            <Table.Tr key={party.id}>
              <Table.Td>{t(`acts.roles.${party.role}`)}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{party.fullname}</Text>
                  {party.applicant && (
                    <Badge variant="outline" size="sm">
                      {t('acts.details.parties.applicant')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{t(`acts.party_status.${party.status ?? 'awaiting'}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The entries the server sent, as label and value, for the tabs whose content comes with later steps. */
function Entries({ items, label }: { items: Record<string, unknown>[]; label: string }) {
  return (
    <Stack gap="sm" aria-label={label} role="list">
      {items.map((item, index) => (
        <Paper key={String(item.id ?? index)} withBorder p="sm" role="listitem">
          {Object.entries(item)
            .filter(([key, value]) => key !== 'id' && (typeof value === 'string' || typeof value === 'number'))
            .map(([key, value]) => (
              <Text size="sm" key={key}>
                {String(value)}
              </Text>
            ))}
        </Paper>
      ))}
    </Stack>
  );
}

function ResultTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  if (!act.regnum) return <Later>{t('acts.details.later.result')}</Later>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Field label={t('acts.details.result.regnum')}>{act.regnum}</Field>
      <Field label={t('acts.details.result.regdate')}>{displayDate(act.regdate)}</Field>
      {act.verification_code && <Field label={t('acts.details.result.verification_code')}>{act.verification_code}</Field>}
    </SimpleGrid>
  );
}

function TabContent({ tab, act }: { tab: (typeof TABS)[number]; act: ActPublic }) {
  const { t } = useTranslation();
  const subjects = act.subjects ?? [];
  const invoices = act.invoices ?? [];
  switch (tab) {
    case 'info':
      return <InfoTab act={act} />;
    case 'parties':
      return <PartiesTab act={act} />;
    case 'subjects':
      return subjects.length ? <Entries items={subjects} label={t('acts.details.tabs.subjects')} /> : <Later>{t('acts.details.later.subjects')}</Later>;
    case 'payments':
      return invoices.length ? <Entries items={invoices} label={t('acts.details.tabs.payments')} /> : <Later>{t('acts.details.later.payments')}</Later>;
    case 'print_form':
      return <Later>{t(act.state === 'registered' ? 'acts.details.later.print_form_ready' : 'acts.details.later.print_form')}</Later>;
    case 'references':
      return <Later>{t('acts.details.later.references')}</Later>;
    case 'result':
      return <ResultTab act={act} />;
    case 'video':
      return <Later>{t(act.registration_type === 2 ? 'acts.details.later.video' : 'acts.details.later.video_in_person')}</Later>;
  }
}

function Header({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const typeName = useActTypeName();
  return (
    <Stack gap="xs">
      <PageTitle>{typeName(act.type)}</PageTitle>
      <Group gap="md">
        <StateBadge state={act.state} />
        <Text>
          {act.regnum
            ? t('acts.details.registered_as', { regnum: act.regnum, regdate: displayDate(act.regdate) })
            : t('acts.details.not_registered')}
        </Text>
      </Group>
    </Stack>
  );
}

function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  // The last step is "completed": once there, every step shows as done.
  const active = step >= STEPS.length ? STEPS.length : step - 1;
  return (
    <Stepper active={active} size="xs" aria-label={t('acts.details.steps_label')} allowNextStepsSelect={false}>
      {STEPS.map((n) => (
        <Stepper.Step key={n} label={`${n}`} description={t(`acts.steps.${n}`)} aria-current={n === step ? 'step' : undefined} />
      ))}
    </Stepper>
  );
}

/** One act as its caller may see it (docs/contracts/portal.md#act-details). */
export function ActDetails({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { data: act, isPending } = useAct(uuid);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  // A failed call was answered by the API client (toast, redirect to the list).
  if (!act) return null;
  return (
    <Stack gap="lg">
      <Header act={act} />
      <Text role="status">{t('acts.details.current_step', { step: act.step, name: t(`acts.steps.${act.step}`) })}</Text>
      <StepIndicator step={act.step} />
      <ActActions act={act} />
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`acts.details.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <TabContent tab={tab} act={act} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
