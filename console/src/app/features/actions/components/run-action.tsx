import { createContext, useContext } from 'react';
import type { ActInput } from '../api/act';

export interface RunAction {
  /** Runs an action on the panel's remote; `onDone` once it succeeded. */
  run: (input: ActInput, onDone: () => void) => void;
  /** An action is on its way: no second one until it is answered. */
  pending: boolean;
}

/** The one action at a time of a remote's action panel, shared by its forms. */
export const RunActionContext = createContext<RunAction | null>(null);

export function useRunAction(): RunAction {
  const context = useContext(RunActionContext);
  if (!context) throw new Error('An action form belongs inside an ActionPanel.');
  return context;
}
