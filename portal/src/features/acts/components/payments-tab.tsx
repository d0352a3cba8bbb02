import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { modeOfPath } from '@/config/env';
import { href } from '@/config/paths';
import type { ActPublic } from '@/lib/api';
import { useMoneyFormat } from '@/lib/money';
import { SubmitError } from '@/components/form/submit-error';
import { useCheckoutInvoice } from '../api/checkout-invoice';
import { type ActInvoice, invoicesOf, paymentSettling } from '../utils/invoices';
import { Later } from './later';

const STATE_COLORS = { unpaid: 'yellow', paid: 'teal', refunded: 'blue', cancelled: 'gray' } as const;

/** The sandbox gateway's checkout is a page of this portal; the real gateway's is an address of its own. */
const PORTAL_CHECKOUT = /^\/payment\/checkout\/([^/?#]+)$/;

/**
 * Where the payer goes: a checkout page of this portal is opened in the app (the kiosk's in the kiosk frame) with
 * the way back to the act; any other address is the gateway's, left for entirely.
 */
function useGoToCheckout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (url: string) => {
    const target = new URL(url, window.location.origin);
    const token = target.origin === window.location.origin ? PORTAL_CHECKOUT.exec(target.pathname)?.[1] : undefined;
    if (!token) {
      window.location.assign(target.href);
      return;
    }
    const page = href(modeOfPath(pathname) === 'kiosk' ? 'kioskCheckout' : 'checkout', { token: decodeURIComponent(token) });
    navigate(`${page}?${new URLSearchParams({ return: pathname })}`);
  };
}

interface InvoiceCardProps {
  invoice: ActInvoice;
  canPay: boolean;
  paying: boolean;
  disabled: boolean;
  onPay: () => void;
}

function InvoiceCard({ invoice, canPay, paying, disabled, onPay }: InvoiceCardProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const purpose = t(`acts.payments.purpose.${invoice.purpose}`);
  return (
    <Paper withBorder p="md" role="listitem" aria-label={purpose}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={3} size="h5">
            {purpose}
          </Title>
          <Text fw={700} size="lg">
            {money.sum(invoice.sum)}
          </Text>
          <Text size="sm" c="dimmed">
            {money.inWords(invoice.sum_in_words)}
          </Text>
          {invoice.reason && <Text size="sm">{t('acts.payments.reason', { reason: invoice.reason })}</Text>}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge color={STATE_COLORS[invoice.state]} variant="light">
            {t(`acts.payments.state.${invoice.state}`)}
          </Badge>
          {canPay && invoice.state === 'unpaid' && (
            <Button onClick={onPay} loading={paying} disabled={disabled} aria-label={t('acts.payments.pay_for', { purpose })}>
              {t('acts.payments.pay')}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The act's invoices (docs/contracts/acts.md#actions, steps 4 and 7): each with its sum in figures and in words, its
 * state and the notary's reason for a sum unlike the tariffs'. The applicant pays each at the payment step; the
 * other parties and the notary see them only.
 */
export function PaymentsTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const invoices = invoicesOf(act);
  // Who pays and when is the server's to say: the applicant, at the payment step.
  const canPay = act.changes.includes('payment');
  const checkout = useCheckoutInvoice(act.uuid);
  const goToCheckout = useGoToCheckout();
  if (invoices.length === 0) return <Later>{t('acts.details.later.payments')}</Later>;
  const settling = paymentSettling(act);
  const allPaid = invoices.every((invoice) => invoice.state !== 'unpaid');
  return (
    <Stack gap="md">
      {canPay && !allPaid && <Text>{t('acts.payments.pay_intro')}</Text>}
      {settling && (
        <Alert variant="light" color="teal" role="status" icon={allPaid ? <Loader size="xs" /> : undefined}>
          {t(allPaid ? 'acts.payments.settling' : 'acts.payments.partly_paid')}
        </Alert>
      )}
      <SubmitError error={checkout.error} onClose={checkout.reset} />
      <Stack gap="sm" role="list" aria-label={t('acts.payments.label')}>
        {invoices.map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            canPay={canPay}
            paying={checkout.isPending && checkout.variables.invoiceId === invoice.id}
            disabled={checkout.isPending}
            onPay={() => checkout.mutate({ invoiceId: invoice.id }, { onSuccess: goToCheckout })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
