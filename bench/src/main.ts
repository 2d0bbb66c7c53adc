// npm run bench -- <bench> …: the benches of the server, each in a module of its own (docs/benchmarks.md).
const benches: Record<string, { module: string; help: string }> = {
  learners: {
    module: './learners.ts',
    help: 'learners [--help]: скільки учнів одночасно тримає сервер (симуляція вечора навчання)',
  },
  scale: {
    module: './scale.ts',
    help: 'scale [--teacher] [--check] [назва…]: читання учня й викладача на базі з 20 000 учнів, p95 <= 20 мс (PostgreSQL)',
  },
  memory: {
    module: './memory.ts',
    help: "memory: пам'ять сервера (RSS) без навантаження, під ним і після нього",
  },
  search: {
    module: './search.ts',
    help: 'search [--check]: пошук питань на банку справжнього розміру, 10 учнів одночасно, p95 <= 50 мс',
  },
  compare: {
    module: './compare.ts',
    help: 'compare <коміт> [--rounds N] <бенч> [аргументи…]: той самий бенч на коміті й на робочому дереві по черзі',
  },
};

const bench = benches[process.argv[2] ?? ''];
if (!bench) {
  console.log(`Використання: npm run bench -- <бенч> [аргументи]   (docs/benchmarks.md)
  ${Object.values(benches)
    .map((b) => b.help)
    .join('\n  ')}
  Веб-застосунок: npm run bench:web [-- --help]. Змінні: DATABASE_URL (PostgreSQL замість PGlite: власна база
  бенча, видаляється в кінці), BENCH_CPU_PROF_DIR (тека для профілю CPU сервера).`);
  process.exit(process.argv[2] && !['--help', '-h'].includes(process.argv[2]) ? 2 : 0);
}
await import(bench.module);
process.exit();
