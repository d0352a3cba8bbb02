import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useMoneyFormat } from '@/lib/money';
import { type CheckoutAnswer, useAnswerCheckout } from '../api/answer-checkout';
import { useCheckout } from '../api/get-checkout';

const STATE_COLORS = { unpaid: 'yellow', paid: 'teal', refunded: 'blue', cancelled: 'gray' } as const;

interface CheckoutScreenProps {
  token: string;
  /** The act's page to go back to (a path of this portal), from `?return=`. */
  returnTo: string | null;
}

/**
 * The sandbox gateway's checkout (docs/contracts/sandbox.md#demo-gateways): the invoice to pay, "Pay" and "Decline",
 * the gateway's answer, and the way back to the act, which moves on to registration by itself once all is paid.
 */
export function CheckoutScreen({ token, returnTo }: CheckoutScreenProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const checkout = useCheckout(token);
  const invoice = checkout.data;
  const answer = useAnswerCheckout(token);
  const answered: CheckoutAnswer | null = answer.isSuccess ? answer.variables : null;
  const busy = (which: CheckoutAnswer) => answer.isPending && answer.variables === which;
  return (
    <Stack gap="md" maw={640}>
      <div>
        <PageTitle>{t('checkout.title')}</PageTitle>
        <Text>{t('checkout.intro')}</Text>
      </div>
      {!invoice && <QueryState query={checkout} />}
      {invoice && (
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={500}>{t(`checkout.purpose.${invoice.purpose}`)}</Text>
              <Badge color={STATE_COLORS[invoice.state]} variant="light">
                {t(`checkout.state.${invoice.state}`)}
              </Badge>
            </Group>
            <Text fw={700} size="xl">
              {money.sum(invoice.sum)}
            </Text>
            <Text size="sm" c="dimmed">
              {money.inWords(invoice.sum_in_words)}
            </Text>
            {invoice.state === 'unpaid' && (
              <Group gap="sm" mt="sm" role="group" aria-label={t('checkout.answers')}>
                <Button onClick={() => answer.mutate('pay')} loading={busy('pay')} disabled={answer.isPending}>
                  {t('checkout.pay')}
                </Button>
                <Button variant="default" color="red" onClick={() => answer.mutate('decline')} loading={busy('decline')} disabled={answer.isPending}>
                  {t('checkout.decline')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      <SubmitError error={answer.error} onClose={answer.reset} />
      {answered === 'pay' && invoice?.state === 'paid' && (
        <Alert color="teal" variant="light" role="status" title={t('checkout.paid_title')}>
          {t('checkout.paid')}
        </Alert>
      )}
      {answered === 'decline' && (
        <Alert color="orange" variant="light" role="status" title={t('checkout.declined_title')}>
          {t('checkout.declined')}
        </Alert>
      )}
      {!answered && invoice && invoice.state !== 'unpaid' && (
        <Alert color="gray" variant="light" role="status">
          {t('checkout.already', { state: t(`checkout.state.${invoice.state}`) })}
        </Alert>
      )}
      {returnTo && (
        <Anchor component={Link} to={returnTo}>
          {t('checkout.back')}
        </Anchor>
      )}
    </Stack>
  );
}
