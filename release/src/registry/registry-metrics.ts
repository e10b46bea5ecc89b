import { Counter, Gauge, Histogram } from 'prom-client';

// How often this process reads the registry, and how long a read takes: the generation on every
// page (one cheap query), the whole live view only when the generation moved or the view aged.

const reads = new Histogram({
  name: 'registry_read_duration_seconds',
  help: "Reads of the release registry by this process: read (generation: the registry's generation, view: the whole live view) and result (ok, failed).",
  labelNames: ['read', 'result'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
});

const generation = new Gauge({
  name: 'registry_generation',
  help: "The registry's generation this process saw last: every instance shows the same one soon after a release moves.",
});

/** Times a registry read of `read`'s kind and counts how it ended. */
export async function measureRead<T>(
  read: 'generation' | 'view',
  reading: () => Promise<T>,
): Promise<T> {
  const stop = reads.startTimer({ read });
  try {
    const value = await reading();
    stop({ result: 'ok' });
    return value;
  } catch (error) {
    stop({ result: 'failed' });
    throw error;
  }
}

export const sawGeneration = (value: number) => generation.set(value);

const staleAnswers = new Counter({
  name: 'registry_stale_view_answers_total',
  help: 'Answers this process gave from its last live view because the registry could not be read (the database down, frozen or restarting).',
});

export const answeredFromStaleView = () => staleAnswers.inc();
