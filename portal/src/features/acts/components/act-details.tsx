import { Button, Group, SimpleGrid, Stack, Stepper, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Fact } from '@/components/ui/fact';
import type { ActPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { useAct } from '../api/get-act';
import { STEPS } from '../utils/filters';
import { visitOf } from '../utils/visit-times';
import { ActActions } from './act-actions';
import { Later } from './later';
import { LatestRemark, NotesButton } from './notes-dialog';
import { PartiesTab } from './parties-tab';
import { PaymentsTab } from './payments-tab';
import { ReferencesTab } from './references-tab';
import { PrintFormButtons, ResultTab } from './result-tab';
import { SubjectsTab } from './subjects-tab';
import { TermsTab } from './terms/terms-tab';
import { VideoTab } from './video/video-tab';
import { StateBadge, useActTypeName, useQuickStartHref } from './act-labels';

const TABS = ['info', 'parties', 'subjects', 'terms', 'print_form', 'payments', 'references', 'result', 'video'] as const;

/** The tab an act opens on: its invoices while they are paid (the payer comes back there), its result once registered. */
function firstTab(act: ActPublic): (typeof TABS)[number] {
  if (act.state === 'in_progress' && act.step === 7) return 'payments';
  if (act.regnum) return 'result';
  return 'info';
}


function InfoTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const visit = visitOf(act);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact label={t('acts.details.info.notary')}>{act.notary.fullname}</Fact>
      <Fact label={t('acts.details.info.office')}>{act.notary.office}</Fact>
      <Fact label={t('acts.details.info.registration_type')}>{t(`acts.registration.${act.registration_type === 2 ? 2 : 1}`)}</Fact>
      <Fact label={t('acts.details.info.rid')}>{act.rid}</Fact>
      {visit && (
        <Fact label={t('acts.details.info.visit')}>
          {t('acts.details.info.visit_value', { date: displayDate(visit.date), time: visit.time })}
        </Fact>
      )}
    </SimpleGrid>
  );
}

function TabContent({ tab, act }: { tab: (typeof TABS)[number]; act: ActPublic }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'info':
      return <InfoTab act={act} />;
    case 'parties':
      return <PartiesTab act={act} />;
    case 'subjects':
      return <SubjectsTab act={act} />;
    case 'terms':
      return <TermsTab act={act} />;
    case 'payments':
      return <PaymentsTab act={act} />;
    case 'print_form':
      return act.regnum ? <PrintFormButtons act={act} /> : <Later>{t('acts.details.later.print_form')}</Later>;
    case 'references':
      return <ReferencesTab />;
    case 'result':
      return <ResultTab act={act} />;
    case 'video':
      return <VideoTab act={act} />;
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

/** While the applicant prepares the act, its quick start leads through what is left. */
function QuickStartLink({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const quickStartHref = useQuickStartHref();
  return (
    <Button component={Link} to={quickStartHref(uuid)} variant="light">
      {t('acts.quick_start.continue')}
    </Button>
  );
}

/** One act as its caller may see it (docs/contracts/portal.md#act-details). */
export function ActDetails({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const query = useAct(uuid);
  const act = query.data;
  // A foreign or missing act also leaves for the list (the API client); the reason stays here until then.
  if (!act) return <QueryState query={query} />;
  // Only an act type with terms of its own has the tab.
  const tabs = TABS.filter((tab) => tab !== 'terms' || act.terms_groups.length > 0);
  return (
    <Stack gap="lg">
      <Header act={act} />
      <Text role="status">{t('acts.details.current_step', { step: act.step, name: t(`acts.steps.${act.step}`) })}</Text>
      <StepIndicator step={act.step} />
      <LatestRemark act={act} />
      <Group justify="space-between" align="flex-start">
        <ActActions act={act} />
        <Group gap="sm">
          {act.changes.includes('parties') && <QuickStartLink uuid={act.uuid} />}
          <NotesButton act={act} />
        </Group>
      </Group>
      <Tabs defaultValue={firstTab(act)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`acts.details.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <TabContent tab={tab} act={act} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
