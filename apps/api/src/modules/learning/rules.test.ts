import { describe, expect, it } from 'vitest';
import {
  allBlocksDone,
  bestProgressCar,
  blockCount,
  blockStatuses,
  creditPassed,
  formatTime,
  isBlocked,
  isDisabled,
  isStandaloneTheme,
  resultPassed,
  splitIntoBlocks,
  themeProgress,
  totalProgress,
} from './rules.ts';
import { hasPremium } from '../premium/access.ts';
import { parseTimeSeconds, scorePercent } from '../study/scoring.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('splitIntoBlocks', () => {
  it('cuts 48 questions into blocks of 20, 20 and 8 in their order', () => {
    const blocks = splitIntoBlocks(range(48));
    expect(blocks.map((b) => b.length)).toEqual([20, 20, 8]);
    expect(blocks[1]![0]).toBe(21);
    expect(blockCount(48)).toBe(3);
  });
  it('makes no block of an empty theme and one block of exactly 20', () => {
    expect(splitIntoBlocks([])).toEqual([]);
    expect(splitIntoBlocks(range(20))).toHaveLength(1);
    expect(blockCount(358)).toBe(18);
  });
});

describe('blockStatuses', () => {
  it('marks the first unstarted block current and later unstarted ones locked', () => {
    expect(blockStatuses(3, new Map())).toEqual(['current', 'locked', 'locked']);
  });
  it('marks a block with errors as error and a clean one as done, then the next current', () => {
    const results = new Map([
      [0, { errors: 0, success: 20 }],
      [1, { errors: 2, success: 18 }],
    ]);
    expect(blockStatuses(4, results)).toEqual(['done', 'error', 'current', 'locked']);
  });
  it('does not count a result without successes and errors as done', () => {
    expect(blockStatuses(2, new Map([[0, { errors: 0, success: 0 }]]))).toEqual(['current', 'locked']);
  });
});

describe('themeProgress', () => {
  it('is the share of done blocks in percent', () => {
    expect(themeProgress(['done', 'error', 'current'])).toBe(33);
    expect(themeProgress(['done', 'done'])).toBe(100);
    expect(themeProgress([])).toBe(0);
  });
  it('allBlocksDone needs every block done', () => {
    expect(allBlocksDone(['done', 'done'])).toBe(true);
    expect(allBlocksDone(['done', 'error'])).toBe(false);
    expect(allBlocksDone([])).toBe(false);
  });
});

describe('bestProgressCar', () => {
  it('keeps the best score in percent with the mistakes of that attempt', () => {
    const car = bestProgressCar([
      { correct: 20, total: 48 },
      { correct: 40, total: 48 },
      { correct: 30, total: 48 },
    ]);
    expect(car).toEqual({ progress: 83, error: 8 });
  });
  it('is zero without attempts', () => {
    expect(bestProgressCar([])).toEqual({ progress: 0, error: 0 });
  });
  it('counts unanswered questions of a credit test as mistakes', () => {
    expect(scorePercent(10, 40)).toBe(25);
    expect(bestProgressCar([{ correct: 10, total: 40 }]).error).toBe(30);
  });
});

describe('credit and result pass marks', () => {
  it('passes a credit test on the map at 50%', () => {
    expect(creditPassed(50)).toBe(true);
    expect(creditPassed(49)).toBe(false);
    expect(resultPassed('all_theme', 24, 48)).toBe(true);
    expect(resultPassed('all_theme', 23, 48)).toBe(false);
  });
  it('compares the 50% mark on the counts: 99 of 200 (49.5%) neither passes nor shows 50%', () => {
    expect(resultPassed('all_theme', 99, 200)).toBe(false);
    expect(scorePercent(99, 200)).toBe(49);
    expect(creditPassed(bestProgressCar([{ correct: 99, total: 200 }]).progress)).toBe(false);
    expect(resultPassed('all_theme', 100, 200)).toBe(true);
    expect(creditPassed(bestProgressCar([{ correct: 100, total: 200 }]).progress)).toBe(true);
  });
  it('passes a lesson or retest only when every answer is right', () => {
    expect(resultPassed('retest', 3, 3)).toBe(true);
    expect(resultPassed('theme', 19, 20)).toBe(false);
    expect(resultPassed('theme', 0, 0)).toBe(false);
  });
});

describe('theme access', () => {
  const theme = (number: number, title: string, free: boolean) => ({ number, title, free });
  it('blocks a non-free theme without Premium only', () => {
    expect(isBlocked({ free: false }, false)).toBe(true);
    expect(isBlocked({ free: false }, true)).toBe(false);
    expect(isBlocked({ free: true }, false)).toBe(false);
  });
  it('disables a theme while the previous credit test is below 50%', () => {
    expect(isDisabled(theme(2, 'Обов’язки водіїв', true), { progress: 49, error: 5 })).toBe(true);
    expect(isDisabled(theme(2, 'Обов’язки водіїв', true), { progress: 50, error: 5 })).toBe(false);
  });
  it('never disables theme 1, road signs or road markings', () => {
    expect(isStandaloneTheme(theme(1, 'Загальні положення', true))).toBe(true);
    expect(isStandaloneTheme(theme(33, 'Дорожні знаки', true))).toBe(true);
    expect(isStandaloneTheme(theme(34, 'Дорожня розмітка', true))).toBe(true);
    expect(isStandaloneTheme(theme(12, 'Швидкість руху', false))).toBe(false);
    expect(isDisabled(theme(33, 'Дорожні знаки', true), { progress: 0, error: 0 })).toBe(false);
    expect(isDisabled(theme(1, 'Загальні положення', true), null)).toBe(false);
  });
  it('does not take a non-free theme about signs for a standalone one', () => {
    expect(isStandaloneTheme(theme(40, 'Знаки на транспортних засобах', false))).toBe(false);
  });
  it('knows Premium by its end date', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(hasPremium(new Date('2026-05-02T00:00:00Z'), now)).toBe(true);
    expect(hasPremium(new Date('2026-04-30T00:00:00Z'), now)).toBe(false);
    expect(hasPremium(null, now)).toBe(false);
  });
});

describe('time', () => {
  it('reads seconds and mm:ss', () => {
    expect(parseTimeSeconds(95)).toBe(95);
    expect(parseTimeSeconds('20:00')).toBe(1200);
    expect(parseTimeSeconds('75')).toBe(75);
    expect(parseTimeSeconds('1:75')).toBeNull();
    expect(parseTimeSeconds(-1)).toBeNull();
  });
  it('shows mm:ss', () => {
    expect(formatTime(1200)).toBe('20:00');
    expect(formatTime(65)).toBe('01:05');
  });
});

describe('totalProgress', () => {
  it('counts completed themes, the share of done blocks, exams and latest answers', () => {
    const total = totalProgress({
      themes: [
        { statuses: ['done', 'done'], car: { progress: 60, error: 4 } },
        { statuses: ['done', 'done'], car: { progress: 40, error: 6 } },
        { statuses: ['error', 'current', 'locked', 'locked'], car: { progress: 0, error: 0 } },
      ],
      examsPassed: 2,
      questionCount: 150,
      latestCorrect: 70,
      latestWrong: 3,
    });
    expect(total).toEqual({ theme: 1, progress: 50, exam_pass: 2, total: 150, success: 70, error: 3 });
  });
  it('is zero for a newcomer', () => {
    const total = totalProgress({
      themes: [],
      examsPassed: 0,
      questionCount: 0,
      latestCorrect: 0,
      latestWrong: 0,
    });
    expect(total.progress).toBe(0);
  });
});
