import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageFileSchema, PACK_FILE_SCHEMAS, packQuestionSchema, videoUrlSchema } from './content-pack.ts';

describe('content pack schemas', () => {
  it.each(Object.keys(PACK_FILE_SCHEMAS))(
    'content/schema/%s is up to date (npm run content -- schema)',
    async (file) => {
      const schema = PACK_FILE_SCHEMAS[file as keyof typeof PACK_FILE_SCHEMAS];
      const committed: unknown = JSON.parse(
        await readFile(new URL(`../../../content/schema/${file}`, import.meta.url), 'utf8'),
      );
      expect(committed).toEqual(z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }));
    },
  );

  it('accepts the three YouTube address forms and nothing else', () => {
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?t=10&v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ?feature=share',
    ]) {
      expect(videoUrlSchema.safeParse(url).success, url).toBe(true);
    }
    for (const url of [
      'http://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/short',
      'https://vimeo.com/123456',
      'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(videoUrlSchema.safeParse(url).success, url).toBe(false);
    }
  });

  it('takes bare picture names of the four types only', () => {
    expect(imageFileSchema.safeParse('t33-sign-1-1.svg').success).toBe(true);
    expect(imageFileSchema.safeParse('PHOTO.JPG').success).toBe(true);
    expect(imageFileSchema.safeParse('../secret.svg').success).toBe(false);
    expect(imageFileSchema.safeParse('sign.gif').success).toBe(false);
  });

  it('refuses unknown fields and fewer than two answers', () => {
    const question = {
      id: 1001,
      theme_id: 1,
      text: 'Питання?',
      notes: '<p>Коментар</p>',
      answers: [{ id: 10011, text: 'Так', correct: true }],
    };
    expect(packQuestionSchema.safeParse(question).success).toBe(false);
    const two = { ...question, answers: [...question.answers, { id: 10012, text: 'Ні', correct: false }] };
    expect(packQuestionSchema.safeParse(two).success).toBe(true);
    expect(packQuestionSchema.safeParse({ ...two, note: 'x' }).success).toBe(false);
  });
});
