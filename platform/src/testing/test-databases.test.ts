import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type DatabaseTemplate } from './test-databases';

async function tablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' order by 1");
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database ${name}`);
  await client.end();
}

describe.each(inject('databaseServers'))('test databases on $name', (server) => {
  it('copies a template prepared once, each copy its own database', async () => {
    let prepared = 0;
    const template: DatabaseTemplate = {
      // A name of its own per run: the real server outlives it.
      name: `check_${randomBytes(4).toString('hex')}`,
      prepare: async (url) => {
        prepared += 1;
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query('create table made_by_template (id int)');
        await client.end();
      },
    };
    const [first, second] = await Promise.all([createTestDatabase(server, template), createTestDatabase(server, template)]);
    expect(prepared).toBe(1);
    expect(await tablesOf(first.url)).toEqual(['made_by_template']);
    await first.drop();
    expect(await tablesOf(second.url)).toEqual(['made_by_template']);
    await second.drop();
    const empty = await createTestDatabase(server);
    expect(await tablesOf(empty.url)).toEqual([]);
    await empty.drop();
    await dropDatabase(server.adminUrl, `template_${template.name}`);
  });
});
