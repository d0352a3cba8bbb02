import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, InputBase, MultiSelect, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { SubmitError } from '@/components/form/submit-error';
import { useFieldError } from '@/components/form/use-field-error';
import { modeOfPath } from '@/config/env';
import type { ActPublic, DisposalType, SubjectCreate } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { SUBJECT_REFUSED, useAddSubject } from '../api/add-subject';
import { OwnPropertyPicker } from './own-property-picker';
import { SubjectRefusal } from './subject-refusal';

/** Acts in which a spouse consents to the other's disposal: only they name disposal types, as many as apply. */
export const CONSENT_ACT_TYPES: readonly number[] = [15003];
const DISPOSALS = ['sale', 'gift', 'pledge', 'exchange', 'lease'] as const satisfies readonly DisposalType[];
const KINDS = ['vehicle', 'realty', 'other'] as const;

/** docs/contracts/entities.md#input-masks: 15 alphanumerics; colon-separated groups of digits. */
const STATE_NUMBER_MAX = 15;
const STATE_NUMBER = /^[A-Z0-9]{1,15}$/;
/**
 * A vehicle's tech passport ("tech serial 5 letters"): the series Latin letters (AAF), the number 7 digits. Only who
 * does not own the car needs it (a spouse's consent); the server knows who owns it and says so in its 400.
 */
const TECH_SERIES_MAX = 5;
const TECH_SERIES = /^[A-Z]{1,5}$/;
const TECH_NUMBER_LENGTH = 7;
const TECH_NUMBER = /^\d{7}$/;
const CADASTRE_MAX = 32;
const CADASTRE = /^\d+(:\d+)+$/;
const DESCRIPTION_MAX = 1000;
/**
 * So'm with two decimals, grouped by spaces (docs/contracts/entities.md#input-masks); the field's value is the
 * number unmasked ('1500000.5'). react-imask takes these and maxLength but leaves them out of its prop types.
 */
const PRICE_MASK = {
  mask: Number,
  scale: 2,
  radix: ',',
  mapToRadix: ['.'],
  thousandsSeparator: ' ',
  min: 0,
  max: 999_999_999_999_999,
  unmask: true,
};

const E = 'acts.subjects_tab.errors';
const share = z.union([z.number().int(), z.literal('')]);

const SubjectSchema = z
  .object({
    kind: z.enum(KINDS),
    stateNumber: z.string(),
    techSeries: z.string(),
    techNumber: z.string(),
    cadastre: z.string(),
    description: z.string(),
    /** The price unmasked: '1500000.5'. */
    price: z.string(),
    shareNumerator: share,
    shareDenominator: share,
    recipient: z.string().nullable(),
    disposalTypes: z.array(z.enum(DISPOSALS)),
  })
  .superRefine((values, context) => {
    const fail = (path: string, key: string) => context.addIssue({ code: 'custom', path: [path], message: `${E}.${key}` });
    if (values.kind === 'vehicle') {
      if (!values.stateNumber) fail('stateNumber', 'state_number_required');
      else if (!STATE_NUMBER.test(values.stateNumber)) fail('stateNumber', 'state_number_format');
      if (values.techSeries && !TECH_SERIES.test(values.techSeries)) fail('techSeries', 'tech_passport_series_format');
      if (values.techNumber && !TECH_NUMBER.test(values.techNumber)) fail('techNumber', 'tech_passport_number_format');
      if (!values.techSeries !== !values.techNumber) fail(values.techSeries ? 'techNumber' : 'techSeries', 'tech_passport_both');
    }
    if (values.kind === 'realty') {
      if (!values.cadastre) fail('cadastre', 'cadastre_required');
      else if (!CADASTRE.test(values.cadastre)) fail('cadastre', 'cadastre_format');
    }
    if (values.kind === 'other') {
      if (!values.description.trim()) fail('description', 'description_required');
      if (!values.price) fail('price', 'price_required');
    }
    const { shareNumerator: numerator, shareDenominator: denominator } = values;
    if ((numerator === '') !== (denominator === '')) fail(numerator === '' ? 'shareNumerator' : 'shareDenominator', 'share_both');
    else if (numerator !== '' && denominator !== '' && !(numerator >= 1 && numerator <= denominator)) fail('shareNumerator', 'share');
  });
type SubjectValues = z.infer<typeof SubjectSchema>;

const DEFAULTS: Omit<SubjectValues, 'kind'> = {
  stateNumber: '',
  techSeries: '',
  techNumber: '',
  cadastre: '',
  description: '',
  price: '',
  shareNumerator: '',
  shareDenominator: '',
  recipient: null,
  disposalTypes: [],
};

function bodyOf(values: SubjectValues, consent: boolean): SubjectCreate {
  const body: SubjectCreate = { kind: values.kind };
  if (values.kind === 'vehicle') body.state_number = values.stateNumber;
  if (values.kind === 'vehicle' && values.techSeries && values.techNumber) {
    body.tech_passport_series = values.techSeries;
    body.tech_passport_number = values.techNumber;
  }
  if (values.kind === 'realty') body.cadastre_number = values.cadastre;
  if (values.kind === 'other') body.description = values.description.trim();
  if (values.price) body.price = values.price;
  if (values.shareNumerator !== '' && values.shareDenominator !== '') {
    body.share_numerator = values.shareNumerator;
    body.share_denominator = values.shareDenominator;
  }
  if (values.recipient) body.recipient_party_id = Number(values.recipient);
  if (consent && values.disposalTypes.length > 0) body.disposal_types = values.disposalTypes;
  return body;
}

const toShare = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

/** The kinds of subject the act's type takes, as the server lists them (all three when it names none). */
const kindsOf = (act: ActPublic) => KINDS.filter((kind) => act.subject_kinds.length === 0 || act.subject_kinds.includes(kind));

/**
 * A vehicle or real estate picked from the caller's own by the registries (or, in a browser, typed by its number:
 * a power of attorney may let one dispose of another's, a spouse consents to the other's; a vehicle not one's own
 * comes with its tech passport), or other property by its description and price; the share passed on and to whom.
 * The registries fill in the rest; a block is the server's 400 text. On a kiosk nothing is typed that the registries
 * can offer.
 */
export function AddSubjectForm({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const add = useAddSubject(act.uuid);
  const kiosk = modeOfPath(useLocation().pathname) === 'kiosk';
  const consent = CONSENT_ACT_TYPES.includes(act.type);
  const kinds = kindsOf(act);
  const defaults = { ...DEFAULTS, kind: kinds[0] ?? 'vehicle' };
  const form = useForm<SubjectValues>({ resolver: zodResolver(SubjectSchema), defaultValues: defaults });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  const refusal = add.error instanceof ApiError && add.error.status === SUBJECT_REFUSED ? add.error.message : null;
  const recipients = act.parties
    .filter((party) => !party.applicant)
    .map((party) => ({ value: String(party.id), label: `${party.fullname} — ${t(`acts.roles.${party.role}`)}` }));

  const submit = form.handleSubmit((values) => {
    add.mutate(bodyOf(values, consent), { onSuccess: () => form.reset({ ...defaults, kind: values.kind }) });
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-subject-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id="add-subject-title">
            {t('acts.subjects_tab.add.title')}
          </Title>
          {kinds.length > 1 && (
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text id="subject-kind-label" size="sm" fw={500}>
                    {t('acts.subjects_tab.add.kind')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="subject-kind-label"
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      form.clearErrors();
                      add.reset();
                    }}
                    data={kinds.map((value) => ({ value, label: t(`acts.subjects_tab.kind.${value}`) }))}
                  />
                </Stack>
              )}
            />
          )}
          {kind === 'vehicle' && (
            <Controller
              control={form.control}
              name="stateNumber"
              render={({ field }) => (
                <Stack gap="sm">
                  <OwnPropertyPicker
                    kind="vehicle"
                    value={field.value}
                    onPick={field.onChange}
                    error={kiosk ? fieldError(errors.stateNumber) : undefined}
                  />
                  {!kiosk && (
                    <InputBase
                      component={IMaskInput}
                      mask={/^[A-Z0-9]*$/}
                      prepareChar={(char: string) => char.toUpperCase()}
                      value={field.value}
                      onAccept={(value: string) => field.onChange(value)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      label={t('acts.subjects_tab.add.state_number')}
                      description={t('acts.subjects_tab.add.state_number_hint', { example: '01A123BC' })}
                      error={fieldError(errors.stateNumber)}
                      {...{ maxLength: STATE_NUMBER_MAX }}
                      autoCapitalize="characters"
                      autoComplete="off"
                      spellCheck={false}
                      withAsterisk
                    />
                  )}
                </Stack>
              )}
            />
          )}
          {kind === 'vehicle' && !kiosk && (
            <Fieldset legend={t('acts.subjects_tab.add.tech_passport')} variant="unstyled" aria-describedby="tech-passport-hint">
              <Stack gap="xs">
                <Text id="tech-passport-hint" size="sm" c="dimmed">
                  {t('acts.subjects_tab.add.tech_passport_hint')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Controller
                    control={form.control}
                    name="techSeries"
                    render={({ field }) => (
                      <InputBase
                        component={IMaskInput}
                        mask={/^[A-Z]*$/}
                        prepareChar={(char: string) => char.toUpperCase()}
                        value={field.value}
                        onAccept={(value: string) => field.onChange(value)}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        label={t('acts.subjects_tab.add.tech_passport_series')}
                        description={t('acts.subjects_tab.add.tech_passport_series_hint', { example: 'AAF' })}
                        error={fieldError(errors.techSeries)}
                        {...{ maxLength: TECH_SERIES_MAX }}
                        autoCapitalize="characters"
                        autoComplete="off"
                        spellCheck={false}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="techNumber"
                    render={({ field }) => (
                      <InputBase
                        component={IMaskInput}
                        mask={/^\d*$/}
                        value={field.value}
                        onAccept={(value: string) => field.onChange(value)}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        label={t('acts.subjects_tab.add.tech_passport_number')}
                        description={t('acts.subjects_tab.add.tech_passport_number_hint', { example: '1234567' })}
                        error={fieldError(errors.techNumber)}
                        {...{ maxLength: TECH_NUMBER_LENGTH }}
                        inputMode="numeric"
                        autoComplete="off"
                      />
                    )}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>
          )}
          {kind === 'realty' && (
            <Controller
              control={form.control}
              name="cadastre"
              render={({ field }) => (
                <Stack gap="sm">
                  <OwnPropertyPicker
                    kind="realty"
                    value={field.value}
                    onPick={field.onChange}
                    error={kiosk ? fieldError(errors.cadastre) : undefined}
                  />
                  {!kiosk && (
                    <InputBase
                      component={IMaskInput}
                      mask={/^[0-9:]*$/}
                      value={field.value}
                      onAccept={(value: string) => field.onChange(value)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      label={t('acts.subjects_tab.add.cadastre_number')}
                      description={t('acts.subjects_tab.add.cadastre_number_hint')}
                      error={fieldError(errors.cadastre)}
                      {...{ maxLength: CADASTRE_MAX }}
                      inputMode="numeric"
                      autoComplete="off"
                      withAsterisk
                    />
                  )}
                </Stack>
              )}
            />
          )}
          {kind === 'other' && (
            <>
              <Textarea
                {...form.register('description')}
                label={t('acts.subjects_tab.add.description')}
                error={fieldError(errors.description)}
                maxLength={DESCRIPTION_MAX}
                autosize
                minRows={2}
                withAsterisk
              />
            </>
          )}
          {/* A price counts for every kind: the state duty of a sale or a gift is a share of it. */}
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <InputBase
                component={IMaskInput}
                {...PRICE_MASK}
                value={field.value}
                onAccept={(value: string) => field.onChange(value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t('acts.subjects_tab.add.price')}
                description={t('acts.subjects_tab.add.price_hint')}
                error={fieldError(errors.price)}
                inputMode="decimal"
                autoComplete="off"
                withAsterisk={kind === 'other'}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="shareNumerator"
              render={({ field }) => (
                <NumberInput
                  label={t('acts.subjects_tab.add.share_numerator')}
                  description={t('acts.subjects_tab.add.share_hint')}
                  value={field.value}
                  onChange={(value) => field.onChange(toShare(value))}
                  onBlur={field.onBlur}
                  error={fieldError(errors.shareNumerator)}
                  allowDecimal={false}
                  allowNegative={false}
                  min={1}
                  hideControls
                />
              )}
            />
            <Controller
              control={form.control}
              name="shareDenominator"
              render={({ field }) => (
                <NumberInput
                  label={t('acts.subjects_tab.add.share_denominator')}
                  description={t('acts.subjects_tab.add.share_hint')}
                  value={field.value}
                  onChange={(value) => field.onChange(toShare(value))}
                  onBlur={field.onBlur}
                  error={fieldError(errors.shareDenominator)}
                  allowDecimal={false}
                  allowNegative={false}
                  min={1}
                  hideControls
                />
              )}
            />
          </SimpleGrid>
          {recipients.length > 0 && (
            <Controller
              control={form.control}
              name="recipient"
              render={({ field }) => (
                <Select
                  label={t('acts.subjects_tab.add.recipient')}
                  description={t('acts.subjects_tab.add.recipient_hint')}
                  data={recipients}
                  value={field.value}
                  onChange={field.onChange}
                  clearable
                />
              )}
            />
          )}
          {consent && (
            <Controller
              control={form.control}
              name="disposalTypes"
              render={({ field }) => (
                <MultiSelect
                  label={t('acts.subjects_tab.add.disposal_types')}
                  description={t('acts.subjects_tab.add.disposal_types_hint')}
                  data={DISPOSALS.map((value) => ({ value, label: t(`acts.subjects_tab.disposal.${value}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  clearable
                />
              )}
            />
          )}
          {refusal && <SubjectRefusal text={refusal} onClose={() => add.reset()} />}
          {/* A business block above, with its act linked; any other failure here. */}
          <SubmitError error={refusal ? null : add.error} onClose={add.reset} />
          {add.isSuccess && (
            <Alert variant="light" color="teal" role="status" withCloseButton onClose={() => add.reset()}>
              {t('acts.subjects_tab.add.done')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('acts.subjects_tab.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
