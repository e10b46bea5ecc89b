import type { Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import type { Policy, PolicySummary } from './policy-schema';

export class PolicyStore {
  constructor(private readonly db: Kysely<ApiTables>) {}

  async list(): Promise<PolicySummary[]> {
    const rows = await this.db.selectFrom('policies').select(['id', 'policy_name']).orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, policyName: row.policy_name as PolicySummary['policyName'] }));
  }

  async find(id: number): Promise<Policy | undefined> {
    const row = await this.db.selectFrom('policies').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, policyName: row.policy_name as Policy['policyName'], content: row.content };
  }
}
