import { z } from 'zod';
import { localized } from './language.ts';
import { categorySchema, categoryStateSchema } from './catalog.ts';
import { fieldMessages, hasControlChars, idParamSchema, int2ParamSchema, lineText } from './fields.ts';
import { isValidPhone, normalisePhone, PHONE_PATTERN } from './phone.ts';

/** Schemas of every accounts request and response (spec sections 3, 5, 7, 8), shared by the API and the web app. */

export const GROUP_CODE_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const RECOVERY_CODE_LENGTH = 6;
export { PUPIL_ROLE_ID, TEACHER_ROLE_ID } from './constants.ts';

export const accountMessages = localized({
  uk: {
    badCredentials: 'Неправильний логін і пароль',
    badPhone: 'Введіть коректний номер телефону',
    phoneTaken: 'Цей номер телефону вже зареєстровано',
    phoneNotFound: 'Номера телефону не знайдено',
    firstNameRequired: "Вкажіть ім'я",
    lastNameRequired: 'Вкажіть прізвище',
    nameTooLong: `Не більше ${NAME_MAX_LENGTH} символів`,
    nameLetters: 'Лише літери, пробіл, дефіс і апостроф; на початку — літера',
    passwordTooShort: `Пароль має містити щонайменше ${PASSWORD_MIN_LENGTH} символів`,
    passwordTooLong: `Пароль має містити не більше ${PASSWORD_MAX_LENGTH} символів`,
    passwordMismatch: 'Паролі не збігаються',
    categoriesRequired: 'Оберіть хоча б одну категорію',
    categoryUnknown: 'Такої категорії не існує',
    groupCodeFormat: 'Код групи має складатися з 8 цифр',
    groupCodeUnknown: 'Групу з таким кодом не знайдено',
    acceptRequired: 'Потрібно погодитися з умовами користувацької угоди',
    registerFailed: 'Заповніть правильно дані!',
    registered: 'Реєстрацію завершено',
    loginLocked: 'Забагато спроб входу. Спробуйте через 15 хвилин',
    codeFormat: 'Код має складатися з 6 цифр',
    codeWrong: 'Неправильний код',
    codeDead: 'Код більше не дійсний. Надішліть новий код',
    recoveryUnknown: 'Запит на відновлення не знайдено або він застарів. Надішліть код ще раз',
    smsSent: 'Код підтвердження надіслано в SMS',
    /** The answer to every recovery request, registered number or not, so that it tells nobody which is which. */
    recoverySent: 'Якщо цей номер зареєстровано, ми надіслали на нього SMS з кодом',
    phoneUnconfirmed: 'Спершу підтвердіть свій номер телефону кодом з SMS',
    phoneAlreadyConfirmed: 'Ваш номер телефону вже підтверджено',
    phoneConfirmed: 'Номер телефону підтверджено',
    smsPerMinute: 'Новий код можна отримати не частіше ніж раз на хвилину',
    smsPerHour: 'Ви вже отримали 5 кодів за годину',
    smsFailed: 'Не вдалося надіслати SMS. Спробуйте пізніше',
    passwordChanged: 'Пароль успішно змінено!',
    loggedOut: 'Ви вийшли з системи',
    profileSaved: 'Дані профілю збережено',
    passwordRequired: 'Введіть пароль',
    schoolsNotFound: 'Автошкіл не знайдено',
    groupsNotFound: 'Груп не знайдено',
    /** What was too much; errorMessages.tryAgainIn adds when to try again. */
    tooManyLogins: 'Забагато спроб входу',
    tooManyGroupCodeChecks: 'Забагато перевірок коду групи',
    tooManyRegistrations: 'Забагато реєстрацій з вашої адреси',
    tooManyRecoveries: 'Забагато запитів на відновлення пароля з вашої адреси',
    tooManyPhoneCodes: 'Забагато запитів коду підтвердження з вашої адреси',
    codeWrongTriesLeft: (left: number) => `Неправильний код. Залишилось спроб: ${left}`,
    /** The SMS texts themselves. */
    smsRecoveryCode: (code: string) =>
      `Код для відновлення пароля: ${code}. Дійсний 60 хвилин. Нікому його не повідомляйте.`,
    smsPhoneCode: (code: string) =>
      `Код підтвердження номера: ${code}. Дійсний 60 хвилин. Нікому його не повідомляйте.`,
  },
  en: {
    badCredentials: 'Wrong login or password',
    badPhone: 'Enter a valid phone number',
    phoneTaken: 'This phone number is already registered',
    phoneNotFound: 'Phone number not found',
    firstNameRequired: 'Enter your first name',
    lastNameRequired: 'Enter your last name',
    nameTooLong: `${NAME_MAX_LENGTH} characters at most`,
    nameLetters: 'Letters, spaces, hyphens and apostrophes only, starting with a letter',
    passwordTooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
    passwordTooLong: `The password must have at most ${PASSWORD_MAX_LENGTH} characters`,
    passwordMismatch: 'The passwords do not match',
    categoriesRequired: 'Choose at least one category',
    categoryUnknown: 'There is no such category',
    groupCodeFormat: 'A group code has 8 digits',
    groupCodeUnknown: 'No group has this code',
    acceptRequired: 'Please accept the terms of the user agreement',
    registerFailed: 'Please fill in the details correctly!',
    registered: 'Registration complete',
    loginLocked: 'Too many sign-in attempts. Try again in 15 minutes',
    codeFormat: 'The code has 6 digits',
    codeWrong: 'Wrong code',
    codeDead: 'The code is no longer valid. Send a new code',
    recoveryUnknown: 'The recovery request was not found or has expired. Send the code again',
    smsSent: 'The confirmation code has been sent by SMS',
    recoverySent: 'If this number is registered, we have sent it an SMS with a code',
    phoneUnconfirmed: 'First confirm your phone number with the code from the SMS',
    phoneAlreadyConfirmed: 'Your phone number is already confirmed',
    phoneConfirmed: 'Phone number confirmed',
    smsPerMinute: 'A new code can be sent at most once a minute',
    smsPerHour: 'You have already received 5 codes this hour',
    smsFailed: 'The SMS could not be sent. Please try later',
    passwordChanged: 'Password changed successfully!',
    loggedOut: 'You have signed out',
    profileSaved: 'Profile saved',
    passwordRequired: 'Enter your password',
    schoolsNotFound: 'No driving schools found',
    groupsNotFound: 'No groups found',
    tooManyLogins: 'Too many sign-in attempts',
    tooManyGroupCodeChecks: 'Too many group code checks',
    tooManyRegistrations: 'Too many registrations from your address',
    tooManyRecoveries: 'Too many password recovery requests from your address',
    tooManyPhoneCodes: 'Too many confirmation code requests from your address',
    codeWrongTriesLeft: (left: number) => `Wrong code. Tries left: ${left}`,
    smsRecoveryCode: (code: string) =>
      `Password recovery code: ${code}. Valid for 60 minutes. Do not share it with anyone.`,
    smsPhoneCode: (code: string) =>
      `Phone number confirmation code: ${code}. Valid for 60 minutes. Do not share it with anyone.`,
  },
});

/** Group codes are typed with spaces or dashes (999 99 999); only the 8 digits count. */
export function normaliseGroupCode(input: string): string {
  return input.replace(/\D/g, '');
}

/** 12345678 -> '123 45 678' (3-2-3), the way codes are printed and typed. */
export function formatGroupCode(code: string): string {
  const digits = normaliseGroupCode(code);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 8)].filter(Boolean).join(' ');
}

const trimmed = () => z.string().trim();
const phoneField = trimmed()
  .transform(normalisePhone)
  .refine(isValidPhone, { error: () => accountMessages.badPhone });
const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: () => accountMessages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: () => accountMessages.passwordTooLong })
  .refine((v) => !hasControlChars(v), { error: () => fieldMessages.controlChars });
/**
 * The one rule for a person's name (registration, profile, purchase; decision 143): letters of any alphabet with
 * their accents, and the space, hyphen, apostrophes and dot between them, starting with a letter; at most 50
 * characters. An emoji, a digit or a 300-character string is no name, wherever it is typed.
 */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’ʼ. -]*$/u;

/** A required name field of the contract; the web forms and the API validate with this same schema. */
export const personNameField = (required: () => string) =>
  // Control characters are named first (as every text field names them); then required, length and letters.
  lineText().pipe(
    z
      .string()
      .min(1, { error: required })
      .max(NAME_MAX_LENGTH, { error: () => accountMessages.nameTooLong })
      // An empty name is told it is required, not that it lacks letters.
      .refine((v) => v === '' || PERSON_NAME_PATTERN.test(v), { error: () => accountMessages.nameLetters }),
  );
const nameField = personNameField;
const groupCodeField = trimmed()
  .transform(normaliseGroupCode)
  .refine((code) => code.length === GROUP_CODE_LENGTH, { error: () => accountMessages.groupCodeFormat });

/** Runs a cross-field check even when other fields failed, so that every field error comes back at once. */
function whenFieldsParse<T extends z.ZodObject>(shape: T) {
  return (payload: { value: unknown }) => shape.safeParse(payload.value).success;
}

// ---- POST /login ----
export const loginBodySchema = z
  .object({
    phone: trimmed()
      .transform(normalisePhone)
      .pipe(z.string().regex(PHONE_PATTERN, { error: () => accountMessages.badPhone })),
    password: z
      .string()
      .min(1, { error: () => accountMessages.passwordRequired })
      .max(PASSWORD_MAX_LENGTH, { error: () => accountMessages.passwordTooLong }),
  })
  .meta({ id: 'LoginRequest' });
export const loginResponseSchema = z
  .object({ status: z.literal(true), access_token: z.string() })
  .meta({ id: 'LoginResponse' });
export type LoginBody = z.input<typeof loginBodySchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---- POST /register ----
const passwordPair = z.object({ password: z.string(), password_confirmation: z.string() });
export const registerBodySchema = z
  .object({
    phone: phoneField,
    first_name: nameField(() => accountMessages.firstNameRequired),
    last_name: nameField(() => accountMessages.lastNameRequired),
    password: passwordField,
    password_confirmation: z.string(),
    categories: z
      .array(int2ParamSchema(), { error: () => accountMessages.categoriesRequired })
      .min(1, { error: () => accountMessages.categoriesRequired })
      .max(20),
    group_code: z
      .union([groupCodeField, z.literal(''), z.null()])
      .optional()
      .transform((code) => code || null),
    buy_premium: z.boolean().default(true),
    accept: z.union([z.literal(1), z.literal('1'), z.literal(true)], {
      error: () => accountMessages.acceptRequired,
    }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: () => accountMessages.passwordMismatch,
    when: whenFieldsParse(passwordPair),
  })
  .meta({ id: 'RegisterRequest' });
export const registerResponseSchema = z
  .object({
    status: z.literal(true),
    message: z.string(),
    access_token: z.string(),
    link: z.string().nullable().describe('Payment page when Premium was bought; null until payments exist'),
  })
  .meta({ id: 'RegisterResponse' });
export type RegisterBody = z.input<typeof registerBodySchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ---- POST /check/code ----
export const checkCodeBodySchema = z.object({ group_code: groupCodeField }).meta({ id: 'CheckCodeRequest' });
export const checkCodeResponseSchema = z
  .object({
    status: z.literal(true),
    price: z.number().int().nonnegative().describe('Premium price for this group, UAH'),
    days: z.number().int().positive().describe('Premium term for this group, days'),
  })
  .meta({ id: 'CheckCodeResponse' });
export type CheckCodeResponse = z.infer<typeof checkCodeResponseSchema>;

// ---- GET /user, PATCH /user ----
export const userResponseSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    role_id: z.number().int().describe('4 teacher, otherwise pupil'),
    premium_check: z.boolean().describe('premium_until is in the future'),
    premium_until: z.iso.datetime({ offset: true }).nullable(),
    group_code: z.string().nullable().describe('8 digits'),
    group_name: z.string().nullable(),
    school_name: z.string().nullable(),
    categories: z.array(categorySchema),
    active_category: categoryStateSchema.describe('The category the learner prepares for now'),
    avatar: z.string().nullable(),
    phone_confirmed: z
      .boolean()
      .describe('The number was proved with an SMS code; the free trial and question reports need it'),
    /** Only for a teacher (role_id 4): the groups they teach, with their schools, for the profile. */
    taught_groups: z
      .array(z.object({ id: z.number().int(), name: z.string(), school_name: z.string() }))
      .optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userResponseSchema>;

export const updateProfileBodySchema = z
  .object({
    first_name: nameField(() => accountMessages.firstNameRequired),
    last_name: nameField(() => accountMessages.lastNameRequired),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const messageResponseSchema = z.object({ status: z.literal(true), message: z.string() });

// ---- GET /school, POST /group ----
export const schoolSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() });
export const schoolsResponseSchema = z
  .object({
    data: z.object({
      favorites: z.array(schoolSchema).describe('Schools with the most pupils'),
      autocomplete: z.array(schoolSchema).describe('Every school, by name'),
    }),
  })
  .meta({ id: 'Schools' });
export const groupsBodySchema = z.object({ school_id: idParamSchema() }).meta({ id: 'GroupsRequest' });
/** A group as listed: never its code, which lets anyone join the class at its price (only its teacher sees it). */
export const groupSchema = z.object({ id: z.number().int(), name: z.string() });
export const groupsResponseSchema = z.object({ data: z.array(groupSchema) }).meta({ id: 'Groups' });
export type School = z.infer<typeof schoolSchema>;
export type Group = z.infer<typeof groupSchema>;

// ---- POST /user/phone/code, POST /user/phone/confirm ----
const smsCodeField = trimmed().regex(/^\d{6}$/, { error: () => accountMessages.codeFormat });
export const phoneCodeResponseSchema = z
  .object({
    message: z.string(),
    retry_after: z
      .number()
      .int()
      .positive()
      .describe(
        'Seconds until this phone may ask for another code (shared with recovery: 1 a minute, 5 an hour)',
      ),
  })
  .meta({ id: 'PhoneCodeResponse' });
export type PhoneCodeResponse = z.infer<typeof phoneCodeResponseSchema>;
export const phoneConfirmBodySchema = z.object({ code: smsCodeField }).meta({ id: 'PhoneConfirmRequest' });
export type PhoneConfirmBody = z.input<typeof phoneConfirmBodySchema>;
export const phoneConfirmResponseSchema = z
  .object({ status: z.literal(true), message: z.string() })
  .meta({ id: 'PhoneConfirmResponse' });
export type PhoneConfirmResponse = z.infer<typeof phoneConfirmResponseSchema>;

// ---- POST /password/recover, POST /password/recover/{token} ----
export const recoverBodySchema = z.object({ phone: phoneField }).meta({ id: 'RecoverRequest' });
export const recoverResponseSchema = z
  .object({
    token: z
      .string()
      .describe(
        'Recovery token for the reset call; given for an unregistered number too, whose code never comes',
      ),
    message: z.string(),
    retry_after: z
      .number()
      .int()
      .positive()
      .describe(
        'Seconds until this phone may ask for another code (1 a minute, 5 an hour), as Retry-After of a 429',
      ),
  })
  .meta({ id: 'RecoverResponse' });
export type RecoverBody = z.input<typeof recoverBodySchema>;
export type RecoverResponse = z.infer<typeof recoverResponseSchema>;

export const resetParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const resetBodySchema = z
  .object({
    code: smsCodeField,
    password: passwordField,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: () => accountMessages.passwordMismatch,
    when: whenFieldsParse(passwordPair),
  })
  .meta({ id: 'ResetPasswordRequest' });
export const resetResponseSchema = z
  .object({
    success: z.literal(true),
    premium_expired: z.boolean().describe('The user had Premium and it has ended'),
    message: z.string(),
  })
  .meta({ id: 'ResetPasswordResponse' });
export type ResetBody = z.input<typeof resetBodySchema>;
export type ResetResponse = z.infer<typeof resetResponseSchema>;
