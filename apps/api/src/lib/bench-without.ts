/**
 * The speed mechanisms a learner simulation can switch off on one side of a run
 * (`npm run bench -- learners --without <names>`, decision 150), named in BENCH_WITHOUT (comma-separated). Read
 * here, not in config.ts: it is the bench's switch, not the operator's.
 */
const off = new Set((process.env.BENCH_WITHOUT ?? '').split(',').filter(Boolean));
export const without = (name: 'plans' | 'turns' | 'gzip-parts') => off.has(name);
