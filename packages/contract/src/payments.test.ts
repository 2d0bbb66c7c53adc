import { describe, expect, it } from 'vitest';
import { registerFinishBodySchema } from './payments.ts';

function fieldErrors(body: unknown): Record<string, string> {
  const result = registerFinishBodySchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('POST /register/finish body', () => {
  it('takes categories alone and turns an empty group code into null', () => {
    expect(registerFinishBodySchema.parse({ categories: [1] })).toEqual({
      categories: [1],
      group_code: null,
    });
    expect(registerFinishBodySchema.parse({ categories: [1], group_code: '' }).group_code).toBeNull();
  });

  it('normalises a typed group code and trims names', () => {
    const body = registerFinishBodySchema.parse({
      categories: [2],
      group_code: '123 45 678',
      first_name: ' Олена ',
    });
    expect(body.group_code).toBe('12345678');
    expect(body.first_name).toBe('Олена');
  });

  it('answers every bad field with a Ukrainian message', () => {
    const errors = fieldErrors({ categories: [], group_code: '12', first_name: '', last_name: 'a\u0001' });
    expect(errors).toEqual({
      categories: 'Оберіть хоча б одну категорію',
      group_code: 'Код групи має складатися з 8 цифр',
      first_name: "Вкажіть ім'я",
      last_name: 'Текст містить недопустимі символи',
    });
  });

  it('refuses category ids a column cannot hold', () => {
    expect(fieldErrors({ categories: [2 ** 31] })['categories.0']).toMatch(/не більше/);
    expect(fieldErrors({ categories: 'B' }).categories).toBe('Оберіть хоча б одну категорію');
  });
});
