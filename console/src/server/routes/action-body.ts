import type { ConsoleAction, ConsoleOperation } from '@storefront/release';
import { z } from 'zod';
import { REASON_REQUIRED } from '../../console-api';


const reason = z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(2_000);
const version = z.string().trim().min(1, 'Name a version.').max(200);
const gate = { skipSmoke: z.boolean().optional(), force: z.boolean().optional() };
/** The live version the person saw: the change is refused if another one went live meanwhile. */
const expectLive = z.string().min(1).max(200).optional();

/** Each operation's body; every one that changes a remote needs a reason. */
const bodies = {
  promote: z.object({ version, reason, expect: expectLive, ...gate }),
  canary: z.object({ version, percent: z.number().int().min(1, 'A share from 1 to 99 %.').max(99, 'A share from 1 to 99 %.'), autoRollback: z.boolean().optional(), reason, expect: expectLive, ...gate }),
  complete: z.object({ version: version.optional(), reason, ...gate }),
  rollback: z.object({ to: version.optional(), reason, ...gate }),
  withdraw: z.object({ version, reason }),
  'reset-figures': z.object({ version, reason }),
  verify: z.object({ version, skipSmoke: z.boolean().optional() }),
} satisfies Record<ConsoleOperation, z.ZodType>;

export const isConsoleOperation = (name: string): name is ConsoleOperation => Object.hasOwn(bodies, name);

export function actionSchema(operation: ConsoleOperation): z.ZodType<ConsoleAction> {
  return bodies[operation].transform((body) => ({ ...body, operation }) as ConsoleAction);
}
