import type { DiagnosticCheck, KioskDiagnostics } from '@/lib/api';

/** The checks of the agent's report the fleet table shows in their own columns. */
export const CAMERA = 'camera';
export const CARD_READER = 'card_reader';

export type Health = 'ok' | 'failing' | 'unknown';

export function checkOf(diagnostics: KioskDiagnostics | null, name: string): DiagnosticCheck | null {
  return diagnostics?.checks.find((check) => check.name === name) ?? null;
}

export function healthOf(check: DiagnosticCheck | null): Health {
  if (!check) return 'unknown';
  return check.ok ? 'ok' : 'failing';
}

export const HEALTH_COLOUR: Record<Health, string> = { ok: 'green', failing: 'red', unknown: 'gray' };
