import { create } from 'zustand';

/** The app-wide loader overlay (docs/contracts/portal.md#dialogs): shown while at least one long task runs. */
interface LoaderState {
  running: number;
  start: () => void;
  stop: () => void;
}

export const useLoader = create<LoaderState>()((set) => ({
  running: 0,
  start: () => set((state) => ({ running: state.running + 1 })),
  stop: () => set((state) => ({ running: Math.max(0, state.running - 1) })),
}));

/** Runs a task with the overlay shown. */
export async function withLoader<T>(task: () => Promise<T>): Promise<T> {
  useLoader.getState().start();
  try {
    return await task();
  } finally {
    useLoader.getState().stop();
  }
}
