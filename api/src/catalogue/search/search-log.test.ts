import { expect, it } from 'vitest';
import { forEachDatabaseServer, freshTestDatabase } from '../../test-support/test-database';
import { buildServer } from '../../server';
import { formatSearchReport, searchReport } from './search-report';
import { SearchLog } from './search-log';

forEachDatabaseServer('The search log', (server) => {
  const database = freshTestDatabase(() => server);
  const logged = async () =>
    (await database().db.selectFrom('search_log').select(['query', 'result_count']).orderBy('id').execute()).map((row) => [row.query, row.result_count]);

  it('records searches with words, folded, once per search, and writes what waits when the API closes', async () => {
    const app = await buildServer({ db: database().db, allowedOrigins: [], searchLog: { flushMs: 60_000, batchSize: 100, maxPending: 1_000 } });
    const totals: number[] = [];
    for (const url of ['/products?q=%20Smart%20%20LOCK%20', '/products?q=smart%20lock&page=2', '/products', '/products?q=zzzz', '/products?q=Caf%C3%A9']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect(response.statusCode).toBe(200);
      totals.push(response.json().meta.total);
    }
    expect(await logged()).toEqual([]);
    await app.close();
    expect(await logged()).toEqual([
      ['smart lock', totals[0]],
      ['zzzz', 0],
      ['cafe', 0],
    ]);
  });

  it('writes a batch as soon as it is full, and keeps nothing about who searched', async () => {
    await database().db.deleteFrom('search_log').execute();
    const log = new SearchLog(database().db, { flushMs: 60_000, batchSize: 2, maxPending: 10 });
    log.record('lock', 3);
    log.record('lock', 3);
    await log.flush();
    expect(await logged()).toEqual([['lock', 3], ['lock', 3]]);
    const columns = await database().db.introspection.getTables().then((tables) => tables.find((table) => table.name === 'search_log')!.columns.map((column) => column.name));
    expect(columns.sort()).toEqual(['id', 'query', 'result_count', 'searched_at']);
  });

  it('reports the top queries and those that found nothing over a window', async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
    await database().db.deleteFrom('search_log').execute();
    await database().db
      .insertInto('search_log')
      .values([
        { query: 'lock', result_count: 3, searched_at: at(1) },
        { query: 'lock', result_count: 3, searched_at: at(2) },
        { query: 'camera', result_count: 4, searched_at: at(1) },
        { query: 'zigbe', result_count: 0, searched_at: at(1) },
        { query: 'old', result_count: 0, searched_at: at(30) },
      ])
      .execute();
    const report = await searchReport(database().db, at(7), 20);
    expect(report.top.map((row) => [row.query, row.searches])).toEqual([['lock', 2], ['camera', 1], ['zigbe', 1]]);
    expect(report.empty.map((row) => row.query)).toEqual(['zigbe']);
    const text = formatSearchReport(report);
    expect(text).toMatch(/Top queries\n.*\n\s+2\s+3\s+lock\n\s+1\s+4\s+camera/);
    expect(text).toMatch(/Queries that found nothing\n.*\n\s+1\s+zigbe$/);
    expect((await searchReport(database().db, at(7), 1)).top).toHaveLength(1);
  });
});
