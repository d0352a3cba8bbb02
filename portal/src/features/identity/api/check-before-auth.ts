import { identityCheckBeforeAuth, type LoginData } from '@/lib/api';
import { toastError } from '@/lib/notifications';

/** The server's answer when the person may go on to the face check (docs/contracts/portal.md#authentication). */
const OK = 'Ok';

/**
 * Do series, number and pin name one living person? Resolves true for `Ok`. Any other answer is shown as an error:
 * error statuses by the API client (their body as a toast), an unexpected 200 body here.
 */
export async function checkBeforeAuth(login: LoginData): Promise<boolean> {
  const { data } = await identityCheckBeforeAuth({ body: login, throwOnError: true });
  if (data === OK) return true;
  toastError(String(data));
  return false;
}
