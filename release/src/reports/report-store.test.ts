import path from 'node:path';
import { connect } from '@storefront/platform';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVisits } from '../testing/report-visits';

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;

const publish = async (marker: string) =>
  (await publishBuild(environment.context, catalog, await fakeBuild(path.join(environment.root, marker), { marker }), { by: 'ci' })).version;
const hourAgo = () => new Date(Date.now() - 3_600_000);
const thisHour = () => {
  const hour = new Date();
  hour.setUTCMinutes(0, 0, 0);
  return hour.toISOString();
};

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
});
afterAll(() => environment.cleanUp());

describe('figures hour by hour', () => {
  it('counts distinct visitors and failed visitors of the versions asked for, per hour', async () => {
    const [live, canary, other] = [await publish('live'), await publish('canary'), await publish('other')];
    await reportVisits(environment.context, 'catalog_mfe', live, { loads: 8, failures: 2 });
    await reportVisits(environment.context, 'catalog_mfe', canary, { loads: 3, failures: 3 });
    await reportVisits(environment.context, 'catalog_mfe', other, { loads: 5 });
    expect(await environment.context.registry.reports.hourly('catalog_mfe', [live, canary], hourAgo())).toEqual(
      [
        { hour: thisHour(), version: live, visitors: 10, failedVisitors: 2 },
        { hour: thisHour(), version: canary, visitors: 6, failedVisitors: 3 },
      ].sort((a, b) => a.version.localeCompare(b.version)),
    );
    expect(await environment.context.registry.reports.hourly('catalog_mfe', [], hourAgo())).toEqual([]);
  });

  it('counts a network at most as often as the policy allows, and only since the figures were reset', async () => {
    const version = await publish('capped');
    // 30 failed visitors from 2 networks: each adds at most 3.
    await reportVisits(environment.context, 'catalog_mfe', version, { failures: 30, networks: 2 });
    expect(await environment.context.registry.reports.hourly('catalog_mfe', [version], hourAgo())).toEqual([{ hour: thisHour(), version, visitors: 6, failedVisitors: 6 }]);
    await environment.context.registry.reports.reset('catalog_mfe', version);
    expect(await environment.context.registry.reports.hourly('catalog_mfe', [version], hourAgo())).toEqual([]);
  });

  it('puts each report in the hour it arrived, oldest hour first, and leaves out hours before `since`', async () => {
    const version = await publish('hours');
    await reportVisits(environment.context, 'catalog_mfe', version, { loads: 4, failures: 1 });
    // Half of them arrived three hours ago.
    const db = connect({ url: environment.env.DATABASE_URL! });
    try {
      await sql`update release_reports set at = at - interval '3 hours'
        where id in (select id from release_reports where version = ${version} order by id limit 3)`.execute(db);
    } finally {
      await db.destroy();
    }
    const threeHoursAgo = new Date(Date.parse(thisHour()) - 3 * 3_600_000).toISOString();
    const hours = await environment.context.registry.reports.hourly('catalog_mfe', [version], new Date(Date.now() - 5 * 3_600_000));
    expect(hours).toEqual([
      { hour: threeHoursAgo, version, visitors: 3, failedVisitors: 0 },
      { hour: thisHour(), version, visitors: 2, failedVisitors: 1 },
    ]);
    expect(await environment.context.registry.reports.hourly('catalog_mfe', [version], hourAgo())).toEqual([{ hour: thisHour(), version, visitors: 2, failedVisitors: 1 }]);
  });
});
