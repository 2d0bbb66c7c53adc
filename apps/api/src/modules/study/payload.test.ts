import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { decodeQuestions, questionsResponseSchema } from '@pdr/contract/learning';
import type { ContentSnapshot } from '../../plugins/content-cache.ts';
import {
  absoluteImageUrl,
  encodeQuestionList,
  encodeQuestions,
  notesHtml,
  questionListBytes,
  payloadBytes,
  payloadGzip,
  payloadLength,
  questionsPayload,
  toQuestion,
} from './payload.ts';

const BASE = 'https://pdr.example.ua';
const question = {
  id: 7,
  themeId: 1,
  text: 'Що означає знак «Стоп»?',
  image: 'sign-2-2.svg',
  imageAlt: 'Червоний восьмикутник з білим написом',
  notes: '<p>Пункт 2.2 <img src="/images/theory/stop.svg"><script>alert(1)</script></p>',
  videoUrl: null,
  categories: [],
  answers: [
    { id: 71, text: 'Зупинитися', correct: true },
    { id: 72, text: 'Їхати далі', correct: false },
  ],
};

describe('question payload', () => {
  it('makes image addresses absolute to this server', () => {
    expect(absoluteImageUrl(BASE, 'a b.svg')).toBe(`${BASE}/images/question/a%20b.svg`);
    expect(absoluteImageUrl(`${BASE}/`, '/images/x.png')).toBe(`${BASE}/images/x.png`);
    expect(absoluteImageUrl(BASE, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
  it('sanitises notes and points their images at this server', () => {
    const html = notesHtml(BASE, question.notes);
    expect(html).not.toContain('script');
    expect(html).toContain(`src="${BASE}/images/theory/stop.svg"`);
  });
  it('labels answers 1., 2. and reveals correct_answer only when asked', () => {
    const shown = toQuestion(question, BASE, true);
    expect(shown.answers.map((a) => [a.correct, a.correct_answer])).toEqual([
      ['1.', 1],
      ['2.', 0],
    ]);
    const hidden = toQuestion(question, BASE, false);
    expect(hidden.answers.every((a) => a.correct_answer === undefined)).toBe(true);
    expect(JSON.stringify(hidden)).not.toContain('correct_answer');
  });
  it('gives the hint and video to lessons only', () => {
    const withVideo = { ...question, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' };
    const lesson = toQuestion(withVideo, BASE, true);
    expect(lesson.notes).toContain('Пункт 2.2');
    expect(lesson.video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
    const test = toQuestion(withVideo, BASE, false);
    expect(test.notes).toBe('');
    expect(test.video_url).toBeNull();
  });
  it('describes the picture where the pack does, and adds nothing where it does not', () => {
    expect(toQuestion(question, BASE, false).image_alt).toBe('Червоний восьмикутник з білим написом');
    expect(JSON.stringify(toQuestion({ ...question, imageAlt: null }, BASE, false))).not.toContain(
      'image_alt',
    );
    expect(JSON.stringify(toQuestion({ ...question, image: null }, BASE, false))).not.toContain('image_alt');
  });
  it('encodes base64 JSON that the client decodes back, Cyrillic included', () => {
    const list = [toQuestion(question, BASE, true)];
    expect(decodeQuestions(encodeQuestions(list))).toEqual(list);
  });
  it('encodes a list from memoised question JSON to the very same bytes, per address and reveal flag', () => {
    const second = { ...question, id: 8, image: null, answers: [{ id: 81, text: 'Так', correct: true }] };
    for (const reveal of [true, false]) {
      for (const base of [BASE, 'http://localhost:3000']) {
        const expected = encodeQuestions([question, second].map((q) => toQuestion(q, base, reveal)));
        expect(encodeQuestionList([question, second], base, reveal)).toBe(expected);
        expect(encodeQuestionList([question, second], base, reveal)).toBe(expected);
      }
    }
    expect(encodeQuestionList([], BASE, true)).toBe(encodeQuestions([]));
  });
  it('sends the bytes JSON.stringify gives, with the list kept per content snapshot, reveal rule and address', () => {
    const second = { ...question, id: 8, image: null, answers: [{ id: 81, text: 'Так', correct: true }] };
    const content = { questions: new Map([[7, question]]), english: new Map() } as unknown as ContentSnapshot;
    const head = { type: 'theme' as const, theme_id: 1, idx: 0, count: 2, reveal: true, started_at: 'т"\\' };
    for (const reveal of [true, false]) {
      const data = encodeQuestionList([question], BASE, reveal);
      const payload = questionsPayload(head, questionListBytes(content, [question], BASE, reveal));
      const bytes = payloadBytes(payload);
      expect(bytes.toString('utf8')).toBe(JSON.stringify({ ...head, data }));
      expect(payloadLength(payload)).toBe(bytes.length);
      expect(gunzipSync(payloadGzip(payload))).toEqual(bytes);
      expect(questionsResponseSchema.parse(JSON.parse(bytes.toString('utf8'))).data).toBe(data);
      // Kept: the same Buffer again, and another one for the other address.
      expect(questionListBytes(content, [question], BASE, reveal)).toBe(
        questionListBytes(content, [question], BASE, reveal),
      );
      expect(questionListBytes(content, [question], 'http://localhost:3000', reveal).toString()).toBe(
        encodeQuestionList([question], 'http://localhost:3000', reveal),
      );
    }
    // A question that is not the snapshot's own (a retired one read from the database) is never kept.
    const retired = { ...second };
    const once = questionListBytes(content, [question, retired], BASE, true);
    expect(questionListBytes(content, [question, retired], BASE, true)).not.toBe(once);
    expect(once.toString()).toBe(encodeQuestionList([question, retired], BASE, true));
  });
});
