import { describe, expect, it } from 'vitest';
import {
  formatGroupCode,
  loginBodySchema,
  normaliseGroupCode,
  registerBodySchema,
  updateProfileBodySchema,
} from './accounts.ts';
import { registerFinishBodySchema } from './payments.ts';

describe('the phone fields of the schemas', () => {
  it('bring any usual form to +380XXXXXXXXX, with the Ukrainian phone error otherwise', () => {
    expect(loginBodySchema.parse({ phone: '+38 (067) 123 45 67', password: 'x' }).phone).toBe(
      '+380671234567',
    );
    expect(loginBodySchema.parse({ phone: '671234567', password: 'x' }).phone).toBe('+380671234567');
    const result = loginBodySchema.safeParse({ phone: '+38 (067) 12', password: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Введіть коректний номер телефону');
  });
});

describe('group codes', () => {
  it('keep only the digits of a masked code', () => {
    expect(normaliseGroupCode('123 45 678')).toBe('12345678');
    expect(normaliseGroupCode('123-45-678')).toBe('12345678');
    expect(normaliseGroupCode('123/45/678')).toBe('12345678');
  });

  it('are shown 3-2-3', () => {
    expect(formatGroupCode('12345678')).toBe('123 45 678');
    expect(formatGroupCode('12345')).toBe('123 45');
    expect(formatGroupCode('')).toBe('');
  });

  it('are optional at registration, but must have 8 digits when given', () => {
    const base = {
      phone: '0671234567',
      first_name: 'А',
      last_name: 'Б',
      password: '12345678',
      password_confirmation: '12345678',
      categories: [3],
      accept: 1,
    };
    expect(registerBodySchema.parse({ ...base, group_code: '' }).group_code).toBeNull();
    expect(registerBodySchema.parse(base).group_code).toBeNull();
    expect(registerBodySchema.parse({ ...base, group_code: '123 45 678' }).group_code).toBe('12345678');
    expect(registerBodySchema.safeParse({ ...base, group_code: '123 45' }).error?.issues[0]?.message).toBe(
      'Код групи має складатися з 8 цифр',
    );
  });
});

describe('registration fields the database could not take', () => {
  const base = {
    phone: '0671234567',
    first_name: 'Олена',
    last_name: 'Коваль',
    password: '12345678',
    password_confirmation: '12345678',
    categories: [3],
    accept: 1,
  };
  const errorOf = (body: object) => {
    const issue = registerBodySchema.safeParse(body).error?.issues[0];
    return issue && { path: issue.path.join('.'), message: issue.message };
  };

  it('refuses control characters in names and passwords with a Ukrainian field error', () => {
    expect(errorOf({ ...base, first_name: 'Олена\u0000' })).toEqual({
      path: 'first_name',
      message: 'Текст містить недопустимі символи',
    });
    expect(errorOf({ ...base, last_name: 'Ко\nваль' })?.path).toBe('last_name');
    expect(
      errorOf({ ...base, password: '1234\u00005678', password_confirmation: '1234\u00005678' })?.path,
    ).toBe('password');
  });

  it('refuses category ids a smallint cannot hold', () => {
    expect(errorOf({ ...base, categories: [2 ** 31] })).toEqual({
      path: 'categories.0',
      message: 'Має бути не більше 32767',
    });
    expect(registerBodySchema.parse({ ...base, categories: ['3'] }).categories).toEqual([3]);
  });
});

describe('one rule for names, wherever a name is typed', () => {
  const register = (name: string) =>
    registerBodySchema.safeParse({
      phone: '0671234567',
      first_name: name,
      last_name: 'Коваль',
      password: '12345678',
      password_confirmation: '12345678',
      categories: [3],
      accept: 1,
    });
  const profile = (name: string) =>
    updateProfileBodySchema.safeParse({ first_name: name, last_name: 'Коваль' });
  const purchase = (name: string) =>
    registerFinishBodySchema.safeParse({ first_name: name, categories: [3] });
  const doors = [register, profile, purchase];

  it.each(['Олена', 'Анна-Марія', "Мар'яна", 'Мар’яна', 'Jean Luc', 'Ї', ' Олена '])(
    'takes %j everywhere',
    (name) => {
      for (const door of doors) expect(door(name).success).toBe(true);
    },
  );

  it.each(['😀😀', 'Олена😀', 'А'.repeat(51), 'x'.repeat(300), '123', '-Олена', '<b>'])(
    'refuses %j everywhere with the same message',
    (name) => {
      const messages = doors.map(
        (door) => door(name).error?.issues.find((i) => i.path[0] === 'first_name')?.message,
      );
      expect(messages[0]).toBeDefined();
      expect(new Set(messages).size).toBe(1);
    },
  );
});
