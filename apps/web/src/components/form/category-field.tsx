import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import {
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { DEFAULT_CATEGORY } from '@pdr/contract/constants';
import { useCategories } from '@/hooks/use-categories.ts';
import { CategorySelect } from './category-select.tsx';
import { Field } from './field.tsx';
import './i18n.ts';

type WithCategories = FieldValues & { categories: number[] };

/**
 * The «Категорія» field of the registration and purchase forms. Spec section 9: category B is chosen once the list
 * arrives, unless the form already holds categories (an account's own).
 */
export function CategoryField<T extends WithCategories>({
  id,
  form,
}: {
  id: string;
  form: UseFormReturn<T>;
}) {
  const { _ } = useLingui();
  const categories = useCategories();
  const name = 'categories' as Path<T>;
  const error = (form.formState.errors as FieldErrors<WithCategories>).categories?.message;

  const defaultSet = useRef(false);
  useEffect(() => {
    const b = categories.data?.find((c) => c.label === DEFAULT_CATEGORY);
    if (b && !defaultSet.current && (form.getValues(name) as number[]).length === 0) {
      defaultSet.current = true;
      form.setValue(name, [b.id] as PathValue<T, Path<T>>);
    }
  }, [categories.data, form, name]);

  return (
    <Field id={id} label={_('form.category')} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <CategorySelect
            id={id}
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={field.value as number[]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
    </Field>
  );
}
