// The server as apps/api/src/main.ts serves it, without the mechanisms named in its arguments (plans, turns,
// gzip-parts): the other side of `npm run bench -- learners --without` (decision 150). The harness starts it
// through the same launcher as `npm start`.
import { run, type Mechanism } from '../../apps/api/src/main.ts';

run(process.argv.slice(2).filter((a): a is Mechanism => ['plans', 'turns', 'gzip-parts'].includes(a)));
