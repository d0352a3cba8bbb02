import { create } from 'zustand';
import type { LoginData } from '@/lib/api';

/**
 * The state of the login flow (stores/login-flow.ts), apart from the flow and its server calls: the layout reads it
 * on the first screen, which draws without the data layer.
 */
type LoginStep =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'face-check' }
  | { name: 'verifying' }
  | { name: 'success'; message: string }
  | { name: 'technical-work' }
  | { name: 'error'; message: string };

/** Where identification began: the query decides the landing (docs/contracts/portal.md#after-success). */
export interface LoginOrigin {
  pathname: string;
  search: string;
}

interface LoginFlowState {
  step: LoginStep;
  login: LoginData | null;
  origin: LoginOrigin;
  /** Why the last try stopped at a failed call (a wrong passport, no answer): the form tells it. */
  failure: unknown;
}

export const idle: LoginStep = { name: 'idle' };

export const useLoginFlow = create<LoginFlowState>()(() => ({
  step: idle,
  login: null,
  origin: { pathname: '/', search: '' },
  failure: null,
}));
