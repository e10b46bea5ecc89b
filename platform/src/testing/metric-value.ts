import { register } from 'prom-client';

/**
 * A metric's value in this process's registry for the series with these labels, 0 when it has
 * none yet; a histogram's count of observations under `<name>_count`.
 */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const family = name.endsWith('_count') ? name.slice(0, -'_count'.length) : name;
  const metric = register.getSingleMetric(family);
  if (!metric) throw new Error(`No metric ${family} in this process's registry.`);
  const { values } = await metric.get();
  const series = values.find(
    (value) =>
      ((value as { metricName?: string }).metricName ?? family) === name && Object.entries(labels).every(([label, wanted]) => String(value.labels[label]) === wanted),
  );
  return series?.value ?? 0;
}
