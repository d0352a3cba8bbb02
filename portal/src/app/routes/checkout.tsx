import { useParams, useSearchParams } from 'react-router';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';

/** Only a path of this portal may be the way back: an address elsewhere would make the checkout an open redirect. */
function returnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** `/payment/checkout/:token` and its kiosk variant: the sandbox gateway's checkout for one invoice. */
export function CheckoutPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  return <CheckoutScreen key={token} token={token} returnTo={returnPath(search.get('return'))} />;
}
