import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { modeOfPath } from '@/config/env';
import type { ActPublic, Missing } from '@/lib/api';
import { useAct } from '../../api/get-act';
import { useActHref, useActTypeName } from '../act-labels';
import { PartiesTab } from '../parties-tab';
import { SubjectsTab } from '../subjects-tab';
import { TermsTab } from '../terms/terms-tab';
import { MissingList } from './missing-list';
import { ReviewStep } from './review-step';
import { missingIn, type QuickStep, STEP_OF_MISSING, stepsOf } from './steps';

function StepContent({ step, act, onGo }: { step: QuickStep; act: ActPublic; onGo: (item: Missing) => void }) {
  switch (step) {
    case 'subject':
      return <SubjectsTab act={act} />;
    case 'parties':
      return <PartiesTab act={act} />;
    case 'terms':
      return <TermsTab act={act} />;
    case 'review':
      return <ReviewStep act={act} onGo={onGo} />;
  }
}

/** The screen in the address (`?step=`), so that "back" in the browser goes back a screen. */
function useStep(steps: QuickStep[]): [QuickStep, (step: QuickStep) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('step') as QuickStep | null;
  const step = asked && steps.includes(asked) ? asked : (steps[0] as QuickStep);
  return [step, (next) => setParams({ step: next })];
}

function Wizard({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const typeName = useActTypeName();
  const kiosk = modeOfPath(useLocation().pathname) === 'kiosk';
  const steps = stepsOf(act);
  const [step, go] = useStep(steps);
  const index = steps.indexOf(step);
  const size = kiosk ? 'xl' : 'md';
  return (
    <Stack gap="lg">
      <PageTitle>{typeName(act.type)}</PageTitle>
      <Stepper
        active={index}
        onStepClick={(next) => go(steps[next] as QuickStep)}
        size={kiosk ? 'md' : 'sm'}
        aria-label={t('acts.quick_start.label')}
      >
        {steps.map((key) => (
          <Stepper.Step
            key={key}
            label={t(`acts.quick_start.steps.${key}`)}
            aria-current={key === step ? 'step' : undefined}
            color={missingIn(act, key).length > 0 && key !== step ? 'yellow' : undefined}
          />
        ))}
      </Stepper>
      <Text>{t(`acts.quick_start.hints.${step}`)}</Text>
      {step !== 'review' && <MissingList items={missingIn(act, step)} />}
      <StepContent step={step} act={act} onGo={(item) => go(STEP_OF_MISSING[item.item])} />
      <Group justify="space-between">
        <Button variant="default" size={size} disabled={index === 0} onClick={() => go(steps[index - 1] as QuickStep)}>
          {t('acts.quick_start.back')}
        </Button>
        {step !== 'review' && (
          <Button size={size} onClick={() => go(steps[index + 1] as QuickStep)}>
            {t('acts.quick_start.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The quick start of an act (docs/contracts/entities.md#quick-start-flows): one screen per thing its type needs,
 * then the notary and the review. Once the act has left its preparation (sent for check, or never the caller's to
 * prepare) the act's own page takes over.
 */
export function QuickStart({ uuid }: { uuid: string }) {
  const actHref = useActHref();
  const query = useAct(uuid);
  const act = query.data;
  if (!act) return <QueryState query={query} />;
  if (!act.changes.includes('parties')) return <Navigate to={actHref(act.uuid)} replace />;
  return <Wizard act={act} />;
}
