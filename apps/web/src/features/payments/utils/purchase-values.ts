import { z } from 'zod';
import {
  accountMessages,
  GROUP_CODE_LENGTH,
  normaliseGroupCode,
  personNameField,
} from '@pdr/contract/accounts';
import type { RegisterFinishBody } from '@pdr/contract/payments';

/** What the purchase form holds: the names as typed, the chosen category ids, the masked group code. */
export interface PurchaseValues {
  last_name: string;
  first_name: string;
  categories: number[];
  group_code: string;
}

/**
 * Which parts of the form the user sees and must fill: names only when the account has none (required) or when the
 * screen does not know the account (optional: the server says whether it needs them), the code only without a group.
 */
export interface PurchaseShape {
  askNames: boolean;
  namesRequired: boolean;
  hasGroup: boolean;
}

/** An empty optional name is left out; any name typed follows the contract's one name rule. */
function nameCheck(value: string, required: string | null, ctx: z.RefinementCtx, path: keyof PurchaseValues) {
  if (value.trim() === '') {
    if (required) ctx.addIssue({ code: 'custom', path: [path], message: required });
    return;
  }
  const parsed = personNameField(() => required ?? '').safeParse(value);
  if (!parsed.success)
    ctx.addIssue({ code: 'custom', path: [path], message: parsed.error.issues[0]!.message });
}

/** The checks made before anything is sent, with the same Ukrainian messages the server gives. */
export function purchaseFormSchema({ askNames, namesRequired, hasGroup }: PurchaseShape) {
  return z
    .object({
      last_name: z.string(),
      first_name: z.string(),
      categories: z.array(z.number()),
      group_code: z.string(),
    })
    .superRefine((values, ctx) => {
      if (askNames) {
        const need = (message: string) => (namesRequired ? message : null);
        nameCheck(values.last_name, need(accountMessages.lastNameRequired), ctx, 'last_name');
        nameCheck(values.first_name, need(accountMessages.firstNameRequired), ctx, 'first_name');
      }
      if (values.categories.length === 0)
        ctx.addIssue({ code: 'custom', path: ['categories'], message: accountMessages.categoriesRequired });
      const code = normaliseGroupCode(values.group_code);
      if (!hasGroup && code.length > 0 && code.length !== GROUP_CODE_LENGTH)
        ctx.addIssue({ code: 'custom', path: ['group_code'], message: accountMessages.groupCodeFormat });
    });
}

/** The body of POST /register/finish: names and code only where the user could type them (and did). */
export function purchaseBody(
  values: PurchaseValues,
  { askNames, hasGroup }: PurchaseShape,
): RegisterFinishBody {
  const code = normaliseGroupCode(values.group_code);
  const lastName = values.last_name.trim();
  const firstName = values.first_name.trim();
  return {
    ...(askNames && lastName ? { last_name: lastName } : {}),
    ...(askNames && firstName ? { first_name: firstName } : {}),
    categories: values.categories,
    ...(!hasGroup && code ? { group_code: code } : {}),
  };
}
