import { TOAST_ACCESS_ERROR_MS, TOAST_TOKEN_EXPIRY_MS } from '@/config/constants';
import { modeOfPath } from '@/config/env';
import { modePaths } from '@/config/paths';
import { i18n } from './i18n';
import { leaveExpiredKioskSession } from './kiosk-session';
import { currentPath, currentPathname, navigateTo } from './navigation';
import { hideToast, toastError } from './notifications';
import { usePersistedState } from './persisted-state';

/** The exact message of a 403 for a missing, expired or revoked session (api-conventions.md). */
const ACCESS_DENIED = 'Access Denied';

/** A failed call: the HTTP status (0 when no answer came), the server's text and, for JSON bodies, its code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The toast that told it, when the user stays on the page: a page that tells it in place takes it over. */
  toast: string | null = null;
  /** The user was sent elsewhere (another page tells it): the page that asked has nothing to show of it. */
  ledAway = false;

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

/** A page the user is sent to: it tells the failure, not the page that asked. */
function leadAway(error: ApiError, to: string): void {
  error.ledAway = true;
  navigateTo(to);
}

function leaveForeignAct(error: ApiError, messageKey: string): void {
  toastError(i18n.t(messageKey), TOAST_ACCESS_ERROR_MS);
  leadAway(error, modePaths.myActs(modeOfPath(currentPathname())));
}

/** Whether the user was sent elsewhere for this failure (QueryState shows the wait, not the failure, meanwhile). */
export function ledAway(error: unknown): boolean {
  return error instanceof ApiError && error.ledAway;
}

const ACT_ACCESS_MESSAGES: Record<string, string> = {
  uuid_not_found: 'errors.act_not_found',
  pin_not_found_in_uuid: 'errors.not_a_party',
};

/**
 * What the user reads about a failed call, in the interface language: the server's own text where it sends one for
 * people (4xx), the catalogue's message where it does not (no answer, 5xx, a session or act refusal).
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('errors.system');
  switch (error.status) {
    case 0:
      return i18n.t(error.code === NO_ANSWER.timeout ? 'errors.timeout' : 'errors.network');
    case 403:
      return i18n.t(error.message === ACCESS_DENIED ? 'errors.session_expired' : 'errors.forbidden_message');
    case 404:
      return error.message || i18n.t('errors.page_not_found');
    case 418:
      return i18n.t(ACT_ACCESS_MESSAGES[error.code ?? ''] ?? 'errors.act_not_found');
    case 502:
      return i18n.t('errors.external_system');
  }
  return error.status < 500 && error.message ? error.message : i18n.t('errors.system');
}

/** The failure as a toast, until the page tells it in place (`toldInPlace`). */
function toastOf(error: ApiError): void {
  error.toast = toastError(errorText(error));
}

/**
 * The page shows this failure where the user is looking (the form, the dialog, instead of the data): its toast would
 * say the same twice, to the eye and to a screen reader.
 */
export function toldInPlace(error: unknown): void {
  if (error instanceof ApiError && error.toast) hideToast(error.toast);
}

function reactToNoAnswer(error: ApiError): void {
  if (error.code === NO_ANSWER.cancelled) return;
  toastOf(error);
}

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
      return toastOf(error);
    case 403:
      if (error.message === ACCESS_DENIED) return endExpiredSession();
      return leadAway(error, modePaths.forbidden(mode));
    case 404:
      // A page that is not there is left for the 404 page: the toast goes with the user.
      if (call.method !== 'GET' || call.download) return toastOf(error);
      toastError(errorText(error));
      return leadAway(error, modePaths.notFound(mode));
    case 418:
      if (call.download) return leaveForeignAct(error, 'errors.file_access_forbidden');
      return leaveForeignAct(error, ACT_ACCESS_MESSAGES[error.code ?? ''] ?? 'errors.act_not_found');
    default:
      return toastOf(error);
  }
}
