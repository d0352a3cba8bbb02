import { z } from 'zod';

/** The bodies of the server's MESSAGE frames (docs/contracts/face-check.md#server-frames), checked before use. */

export const FaceRect = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type FaceRect = z.infer<typeof FaceRect>;

const Stats = z.object({
  type: z.literal('STATS'),
  isOk: z.boolean(),
  errors: z.array(z.number().int()),
  details: z.object({ faceFramePosition: z.object({ faceRect: FaceRect }).optional() }).optional(),
  challenge: z.object({ step: z.number().int(), of: z.number().int() }).optional(),
});
const Success = z.object({ type: z.literal('SUCCESS'), jwt: z.string().min(1) });
const Rejected = z.object({ type: z.literal('REJECTED'), reason: z.string() });

export const FaceCheckAnswer = z.discriminatedUnion('type', [Stats, Success, Rejected]);
export type FaceCheckAnswer = z.infer<typeof FaceCheckAnswer>;

/** The answer in a MESSAGE body, or null for anything this client does not understand (it is ignored). */
export function parseAnswer(body: string): FaceCheckAnswer | null {
  try {
    const parsed = FaceCheckAnswer.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The best shot carried by a result token (a JPEG data URL), or null when the token has none. */
export function bestShotOf(jwt: string): string | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { bestshot } = JSON.parse(json) as { bestshot?: unknown };
    return typeof bestshot === 'string' && bestshot ? `data:image/jpeg;base64,${bestshot}` : null;
  } catch {
    return null;
  }
}
