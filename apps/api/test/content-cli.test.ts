import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { basePack, writePack } from './content-fixtures.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../src/cli/content.ts', import.meta.url));

/** Runs `npm run content -- <args>` the way npm does: Node 24 on the CLI file, from the repository root. */
function run(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: 'memory://', LOG_LEVEL: 'silent' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run content', () => {
  it('validate: passes the demo pack with exit code 0 and says which categories have a full exam', async () => {
    const { code, out } = await run(['validate', 'content/demo']);
    expect(out).toMatch(
      /^Категорія B: правила \d+, безпека \d+, будова 20, домедична \d+ — повний іспит можна скласти$/m,
    );
    expect(out).toMatch(/^Категорія A: .* — повний іспит можна скласти$/m);
    expect(out).toMatch(
      /^Категорії D, D1, D1E, DE, T \(у пакеті не названі\): .*будова 0.* — повного іспиту немає \(бракує: будова 4\)$/m,
    );
    expect(out).toContain(
      'увага: категорії D, D1, D1E, DE, T (у пакеті не названі): повного іспиту з 20 питань немає',
    );
    expect(out).toMatch(/Пакет пройшов перевірку \(попереджень: 1\)/);
    expect(code).toBe(0);
  });

  it('validate: lists every error with file and JSON path and exits with 1', async () => {
    const pack = basePack();
    (pack.questions['1.json']![0]!.answers as Array<{ correct: boolean }>)[0]!.correct = true;
    pack.questions['33.json']![0]!.video_url = 'https://example.com/v';
    const { code, out } = await run(['validate', await writePack(pack)]);
    expect(out).toContain('помилка: questions/1.json $[0].answers: має бути рівно одна правильна відповідь');
    expect(out).toContain('помилка: questions/33.json $[0].video_url: має бути адресою YouTube');
    expect(out).toMatch(/помилок 2/);
    expect(code).toBe(1);
  });

  it('import: prints what was added, changed and retired', async () => {
    const { code, out } = await run(['import', await writePack(basePack())]);
    expect(out).toMatch(/питання\s+5\s+0\s+0/);
    expect(out).toMatch(/відповіді\s+15\s+0\s+0/);
    expect(out).toMatch(/картинки\s+\d+\s+0\s+0/);
    expect(code).toBe(0);
  }, 60_000);

  it('import: refuses a bad pack with exit code 1', async () => {
    const pack = basePack();
    pack.themes.push({ ...pack.themes[0]! });
    const { code, out } = await run(['import', await writePack(pack)]);
    expect(out).toContain('помилка: themes.json $[2].id: id 1 повторює тему $[0]');
    expect(out).toContain('базу не змінено');
    expect(code).toBe(1);
  }, 60_000);

  it('prints the usage and exits with 0 for --help', async () => {
    const { code, out } = await run(['--help']);
    expect(out).toMatch(/Використання/);
    expect(code).toBe(0);
  });

  it('prints the usage and exits with 2 for an unknown command', async () => {
    const { code, out } = await run(['frobnicate']);
    expect(out).toMatch(/Використання/);
    expect(code).toBe(2);
  });
});
