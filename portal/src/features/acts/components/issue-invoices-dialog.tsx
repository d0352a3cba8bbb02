import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { MoneyField, tiyinOfField } from '@/components/form/money-field';
import { SubmitError } from '@/components/form/submit-error';
import { useFieldError } from '@/components/form/use-field-error';
import { QueryState } from '@/components/ui/query-state';
import type { ActionBody, InvoiceLine, InvoiceProposal, InvoicePurpose } from '@/lib/api';
import { sumOfTiyin, TIYIN_PER_SOM, useMoneyFormat } from '@/lib/money';
import { useInvoiceProposal } from '../api/get-invoice-proposal';
import { TEXT_MAX } from '@/components/dialogs/prompt-dialog';

const PURPOSES: readonly InvoicePurpose[] = ['state_duty', 'notary_fee'];
const TEXTS = 'acts.actions.issue_invoices';

const sumField = z.union([z.number(), z.string()]);
const Form = z.object({ state_duty: sumField, notary_fee: sumField, reason: z.string().max(TEXT_MAX) });
type Form = z.infer<typeof Form>;

/** Which sums the notary changed from the tariffs' proposal. */
function changedPurposes(form: Pick<Form, InvoicePurpose>, proposal: InvoiceProposal): InvoicePurpose[] {
  return PURPOSES.filter((purpose) => {
    const tiyin = tiyinOfField(form[purpose]);
    return tiyin !== null && tiyin !== proposal[purpose].tiyin;
  });
}

/** Both sums are needed; a sum unlike the proposal needs the reason (the server answers 400 otherwise). */
function schemaFor(proposal: InvoiceProposal) {
  return Form.superRefine((form, context) => {
    for (const purpose of PURPOSES) {
      if (tiyinOfField(form[purpose]) === null) {
        context.addIssue({ code: 'custom', path: [purpose], message: `${TEXTS}.sum_required` });
      }
    }
    if (changedPurposes(form, proposal).length > 0 && !form.reason.trim()) {
      context.addIssue({ code: 'custom', path: ['reason'], message: `${TEXTS}.reason_required` });
    }
  });
}

/** The sums as issued: each line says its sum, and the changed ones why. */
function bodyOf(form: Form, proposal: InvoiceProposal): ActionBody {
  const changed = changedPurposes(form, proposal);
  const invoices: InvoiceLine[] = PURPOSES.map((purpose) => ({
    purpose,
    sum: sumOfTiyin(tiyinOfField(form[purpose]) ?? 0),
    ...(changed.includes(purpose) ? { reason: form.reason.trim() } : {}),
  }));
  return { invoices };
}

function Reduction({ proposal }: { proposal: InvoiceProposal }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (proposal.reduced_to_percent === null || proposal.reduced_to_percent === undefined) return null;
  const percent = money.percent(Number(proposal.reduced_to_percent));
  return (
    <Alert variant="light" color="blue">
      {proposal.relationship
        ? t(`${TEXTS}.reduction`, { relationship: t(`acts.relationship.${proposal.relationship}`), percent })
        : t(`${TEXTS}.reduction_plain`, { percent })}
    </Alert>
  );
}

interface InvoicesFormProps {
  proposal: InvoiceProposal;
  pending: boolean;
  failure: unknown;
  onCancel: () => void;
  onConfirm: (body: ActionBody) => void;
}

function InvoicesForm({ proposal, pending, failure, onCancel, onConfirm }: InvoicesFormProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const fieldError = useFieldError();
  const { control, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(schemaFor(proposal)),
    defaultValues: {
      state_duty: proposal.state_duty.tiyin / TIYIN_PER_SOM,
      notary_fee: proposal.notary_fee.tiyin / TIYIN_PER_SOM,
      reason: '',
    },
  });
  const [stateDuty, notaryFee] = useWatch({ control, name: ['state_duty', 'notary_fee'] });
  const changed = changedPurposes({ state_duty: stateDuty, notary_fee: notaryFee }, proposal).length > 0;
  return (
    <form onSubmit={handleSubmit((form) => onConfirm(bodyOf(form, proposal)))} noValidate>
      <Stack gap="md">
        <Text>{t(`${TEXTS}.prompt`)}</Text>
        <Reduction proposal={proposal} />
        {PURPOSES.map((purpose) => (
          <Controller
            key={purpose}
            control={control}
            name={purpose}
            render={({ field }) => (
              <MoneyField
                label={t(`${TEXTS}.${purpose}`)}
                description={t(`${TEXTS}.proposed`, {
                  sum: money.figures(proposal[purpose]),
                  words: money.words(proposal[purpose]),
                })}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(formState.errors[purpose])}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Textarea
              label={t(`${TEXTS}.reason`)}
              description={t(`${TEXTS}.reason_hint`)}
              required={changed}
              maxLength={TEXT_MAX}
              rows={3}
              {...field}
              error={fieldError(formState.errors.reason)}
            />
          )}
        />
        <SubmitError error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('acts.dialog.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t(`${TEXTS}.label`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface IssueInvoicesDialogProps {
  uuid: string;
  pending: boolean;
  failure: unknown;
  onCancel: () => void;
  onConfirm: (body: ActionBody) => void;
}

/**
 * The notary issues the invoices (docs/contracts/acts.md#actions, `issue_invoices`): the tariffs' proposal is
 * loaded into two sum fields the notary may change, saying why.
 */
export function IssueInvoicesDialog({ uuid, ...props }: IssueInvoicesDialogProps) {
  const { t } = useTranslation();
  const query = useInvoiceProposal(uuid);
  const proposal = query.data;
  return (
    <Modal opened onClose={props.onCancel} title={t(`${TEXTS}.title`)} size={useDialogWidth()} centered>
      {proposal ? (
        <InvoicesForm proposal={proposal} {...props} />
      ) : (
        <Stack gap="md">
          <QueryState query={query} title={t(`${TEXTS}.unavailable`)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('acts.dialog.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
