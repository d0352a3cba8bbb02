import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { modeOfPath } from '@/config/env';
import { kioskBridge } from '@/lib/kiosk-bridge';
import { PASSNUM_LENGTH, PASSSERIAL_LENGTH, PIN_LENGTH } from '@/lib/passport';
import type { AgentMrzKey } from './mrz-key';

/**
 * The ID card on the kiosk's reader, read by the local camera agent (docs/camera-agent.md, `POST /api/card/read`):
 * the agent opens the chip with the MRZ key, reads its data and proves them genuine (passive authentication)
 * before it answers. Not a call to the server: it goes straight to the agent on the kiosk's loopback.
 */

const READ_PATH = '/api/card/read';
const STATUS_PATH = '/api/status';
/** A real reader needs a few seconds for the chip; an agent that takes longer than this is not working. */
const READ_TIMEOUT_MS = 30_000;
const STATUS_TIMEOUT_MS = 5_000;

/**
 * The camera agent that reads cards, on a kiosk page inside the kiosk shell only: a page in an ordinary browser
 * never calls the loopback.
 */
export function idCardAgentUrl(pathname: string): string | null {
  if (modeOfPath(pathname) !== 'kiosk') return null;
  return kioskBridge()?.cameraAgentUrl ?? null;
}

/** Why a card gave nothing: not proven genuine, not read (no card, a key that does not fit), or no reader. */
export type CardReadFailure = 'refused' | 'unreadable' | 'no_reader';

export class IdCardError extends Error {
  constructor(readonly reason: CardReadFailure) {
    super(`the ID card was not read: ${reason}`);
    this.name = 'IdCardError';
  }
}

/** A field the identification form can take as it is, or null (a card without it, or in another shape). */
const formField = (pattern: RegExp) => z.string().regex(pattern).nullable().catch(null);

/** The part of the agent's answer the login uses: the form's three fields and the holder's name. */
const idCardSchema = z.object({
  passserial: formField(new RegExp(`^[A-Z]{${PASSSERIAL_LENGTH}}$`)),
  passnum: formField(new RegExp(`^[0-9]{${PASSNUM_LENGTH}}$`)),
  pin: formField(new RegExp(`^[0-9]{${PIN_LENGTH}}$`)),
  surname: z.string(),
  givenNames: z.string(),
});

export type IdCard = z.infer<typeof idCardSchema>;

const agentErrorSchema = z.object({ code: z.string() });
const agentStatusSchema = z.object({ cardReader: z.object({ present: z.boolean() }) });

/** Whether the agent sees a card reader at all (false too when the agent does not answer). */
async function readerPresent(agentUrl: string): Promise<boolean> {
  try {
    const answer = await fetch(new URL(STATUS_PATH, agentUrl), { signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
    return agentStatusSchema.parse(await answer.json()).cardReader.present;
  } catch {
    return false;
  }
}

/** The agent's error code turned into what the citizen is told. */
async function failureOf(answer: Response, agentUrl: string): Promise<CardReadFailure> {
  const body: unknown = await answer.json().catch(() => null);
  const code = agentErrorSchema.safeParse(body).data?.code;
  if (code === 'card_refused') return 'refused';
  if (code === 'invalid_mrz_key') return 'unreadable';
  // The agent says card_unreadable alike for no card, a wrong key and no reader: its status tells the last apart.
  if (code === 'card_unreadable') return (await readerPresent(agentUrl)) ? 'unreadable' : 'no_reader';
  return 'no_reader';
}

/** Reads the card on the reader; rejects with an IdCardError saying why nothing came. */
export async function readIdCard(agentUrl: string, key: AgentMrzKey): Promise<IdCard> {
  let answer: Response;
  try {
    answer = await fetch(new URL(READ_PATH, agentUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(key),
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
  } catch {
    throw new IdCardError('no_reader');
  }
  if (!answer.ok) throw new IdCardError(await failureOf(answer, agentUrl));
  const card = idCardSchema.safeParse(await answer.json().catch(() => null));
  if (!card.success) throw new IdCardError('unreadable');
  return card.data;
}

export function useReadIdCard(agentUrl: string) {
  return useMutation<IdCard, IdCardError, AgentMrzKey>({ mutationFn: (key) => readIdCard(agentUrl, key) });
}
