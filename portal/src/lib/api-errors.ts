import { TOAST_ACCESS_ERROR_MS, TOAST_TOKEN_EXPIRY_MS } from '@/config/constants';
import { modeOfPath } from '@/config/env';
import { modePaths } from '@/config/paths';
import { i18n } from './i18n';
import { leaveExpiredKioskSession } from './kiosk-session';
import { currentPath, currentPathname, navigateTo } from './navigation';
import { toastError } from './notifications';
import { usePersistedState } from './persisted-state';

/** The exact message of a 403 for a missing, expired or revoked session (api-conventions.md). */
const ACCESS_DENIED = 'Access Denied';

/** A failed call: the HTTP status (0 when no answer came), the server's text and, for JSON bodies, its code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, message: string, code: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const NO_ANSWER = { timeout: 'timeout', network: 'network', cancelled: 'cancelled' } as const;

interface FailedCall {
  method: string;
  /** Blob downloads treat a 418 as "file access forbidden". */
  download: boolean;
}

function endExpiredSession(): void {
  const state = usePersistedState.getState();
  state.clearSession();
  state.rememberPath(currentPath());
  toastError(i18n.t('errors.session_expired'), TOAST_TOKEN_EXPIRY_MS, 'session-expired');
  if (modeOfPath(currentPathname()) === 'kiosk') leaveExpiredKioskSession();
}

function leaveForeignAct(messageKey: string): void {
  toastError(i18n.t(messageKey), TOAST_ACCESS_ERROR_MS);
  navigateTo(modePaths.myActs(modeOfPath(currentPathname())));
}

function reactToNoAnswer(error: ApiError): void {
  if (error.code === NO_ANSWER.cancelled) return;
  toastError(i18n.t(error.code === NO_ANSWER.timeout ? 'errors.timeout' : 'errors.network'));
}

const ACT_ACCESS_MESSAGES: Record<string, string> = {
  uuid_not_found: 'errors.act_not_found',
  pin_not_found_in_uuid: 'errors.not_a_party',
};

/**
 * docs/contracts/errors-and-limits.md#error-answers, as docs/api-conventions.md#errors spells it out: one place that
 * turns a failed call into what the user sees.
 */
export function reactToApiError(error: ApiError, call: FailedCall): void {
  // The mode of the page the user is on now, not of when the call started.
  const mode = modeOfPath(currentPathname());
  switch (error.status) {
    case 0:
      return reactToNoAnswer(error);
    case 400:
    case 409:
    case 429:
      return toastError(error.message);
    case 403:
      if (error.message === ACCESS_DENIED) return endExpiredSession();
      return navigateTo(modePaths.forbidden(mode));
    case 404:
      toastError(error.message || i18n.t('errors.page_not_found'));
      if (call.method === 'GET' && !call.download) navigateTo(modePaths.notFound(mode));
      return;
    case 418:
      if (call.download) return leaveForeignAct('errors.file_access_forbidden');
      return leaveForeignAct(ACT_ACCESS_MESSAGES[error.code ?? ''] ?? 'errors.act_not_found');
    case 502:
      return toastError(i18n.t('errors.external_system'));
    default:
      return toastError(i18n.t('errors.system'));
  }
}
