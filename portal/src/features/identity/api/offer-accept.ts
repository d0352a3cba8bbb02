import { identityOfferAccept } from '@/lib/api';

/**
 * The visitor's answer to the public offer (docs/api-conventions.md#endpoints-of-the-foundation): 1 agrees, 0
 * declines (the server then ends the session). The body is not read and a failure is only logged (the API client
 * has already told the visitor).
 */
export async function answerOffer(action: 0 | 1): Promise<void> {
  try {
    await identityOfferAccept({ query: { action }, throwOnError: true });
  } catch (error) {
    console.warn('offer_accept failed', error);
  }
}
