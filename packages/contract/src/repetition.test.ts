import { describe, expect, it } from 'vitest';
import { feedbackBodySchema, repeatThemesQuerySchema, reviewResultBodySchema } from './repetition.ts';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('feedbackBodySchema', () => {
  it('takes a message of up to 2,000 characters and brings the phone to +380XXXXXXXXX', () => {
    const parsed = feedbackBodySchema.parse({
      name: ' Ірина ',
      phone: '067 123-45-67',
      message: `Рядок\n${'x'.repeat(1994)}`,
    });
    expect(parsed).toMatchObject({ name: 'Ірина', phone: '+380671234567' });
  });

  it('names each bad field in Ukrainian', () => {
    const result = feedbackBodySchema.safeParse({ name: 'І', phone: '12345', message: 'x'.repeat(2001) });
    expect(errorsOf(result)).toEqual({
      name: "Вкажіть ім'я",
      phone: 'Введіть коректний номер телефону',
      message: 'Повідомлення задовге (до 2000 символів)',
    });
  });

  it('refuses control characters, line breaks in the name but not in the message', () => {
    expect(
      errorsOf(
        feedbackBodySchema.safeParse({ name: 'Ір\nина', phone: '0671234567', message: 'Добрий\nдень' }),
      ),
    ).toEqual({ name: 'Текст містить недопустимі символи' });
  });
});

describe('repetition requests', () => {
  it('knows the three strengths only', () => {
    expect(repeatThemesQuerySchema.safeParse({ type: 'low' }).success).toBe(true);
    expect(errorsOf(repeatThemesQuerySchema.safeParse({ type: 'weak' }))).toEqual({
      type: 'Тип має бути low, medium або strong',
    });
  });

  it('takes a review result with an attempt id and a time', () => {
    const body = { attempt_id: '0b7e3c52-7a43-4c1c-9f0e-3f8d2b1a6c55', time: '01:35', data_question: '[]' };
    expect(reviewResultBodySchema.safeParse(body).success).toBe(true);
    expect(reviewResultBodySchema.safeParse({ ...body, attempt_id: 'x' }).success).toBe(false);
  });
});
