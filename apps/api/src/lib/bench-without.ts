/**
 * TEMPORARY (issue 32, measuring): mechanisms the learner simulation switches off on one side of an A/B run,
 * named in BENCH_WITHOUT (comma-separated). Removed once each mechanism is kept or gone.
 */
const off = new Set((process.env.BENCH_WITHOUT ?? '').split(',').filter(Boolean));
export const without = (name: 'names' | 'plans' | 'turns' | 'gzip-parts') => off.has(name);
