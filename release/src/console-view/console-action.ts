import type { CanaryResult } from '../commands/canary';
import type { GoLiveResult } from '../commands/go-live';
import type { ResetFiguresResult } from '../commands/reset-figures';
import type { VerifyResult } from '../commands/verify';
import type { WithdrawResult } from '../commands/withdraw';
import type { Operation } from '../service/authorize';

/** What the console may ask of a version through the gate: run it, or go past parts of it. */
interface GateChoices {
  /** Leave out the smoke render in a browser (recorded in history). */
  skipSmoke?: boolean;
  /** Go past a gate that refuses (recorded in history with the problems). */
  force?: boolean;
}

/** The operations the console offers: every one that changes a remote, and the gate alone. */
export const CONSOLE_OPERATIONS = ['promote', 'canary', 'complete', 'rollback', 'withdraw', 'reset-figures', 'verify'] as const satisfies readonly Operation[];
export type ConsoleOperation = (typeof CONSOLE_OPERATIONS)[number];

/** One action on one remote, as a signed-in person asks for it; `reason` goes into history. */
export type ConsoleAction =
  | ({ operation: 'promote'; version: string; reason: string; expect?: string } & GateChoices)
  | ({ operation: 'canary'; version: string; percent: number; autoRollback?: boolean; reason: string; expect?: string } & GateChoices)
  | ({ operation: 'complete'; version?: string; reason: string } & GateChoices)
  | ({ operation: 'rollback'; to?: string; reason: string } & GateChoices)
  | { operation: 'withdraw'; version: string; reason: string }
  | { operation: 'reset-figures'; version: string; reason: string }
  | { operation: 'verify'; version: string; reason?: string; skipSmoke?: boolean };

export type ConsoleActionResult = GoLiveResult | CanaryResult | WithdrawResult | ResetFiguresResult | VerifyResult;
