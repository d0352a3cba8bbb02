import { type AuthResponse, identityAuth, type LoginData } from '@/lib/api';

/**
 * Login with the face-check result token (docs/contracts/portal.md#authentication): resultCode 1 logged in, 0
 * technical work, else a message.
 */
export async function authenticate(login: LoginData, jwt: string): Promise<AuthResponse> {
  const { data } = await identityAuth({ body: { ...login, jwt }, throwOnError: true });
  return data;
}
