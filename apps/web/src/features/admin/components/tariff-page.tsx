import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { adminOfferSchema, adminTariffSchema, type AdminOffer, type AdminTariff } from '@pdr/contract/admin';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import { useOffer } from '../api/get-offer.ts';
import { useTariff } from '../api/get-tariff.ts';
import { useSaveOffer } from '../api/set-offer.ts';
import { useSaveTariff } from '../api/set-tariff.ts';
import { problemText } from './format.ts';
import styles from './admin.module.css';

/** The default Premium: price, days and the real former price (empty: none). */
export function TariffPage() {
  const query = useTariff();
  const offer = useOffer();
  if (query.isPending || offer.isPending) return <Spinner />;
  if (query.isError || offer.isError) return <p role="alert">{problemText(query.error ?? offer.error)}</p>;
  return (
    <>
      <TariffForm key={JSON.stringify(query.data)} tariff={query.data} />
      <OfferForm key={JSON.stringify(offer.data)} offer={offer.data.offer} />
    </>
  );
}

/** A date-time input's value (local time, minutes) for an ISO time, and back. */
const localValue = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'numeric' | 'datetime-local' | 'long';
}

/** A labelled input of the console's forms. */
function Field({ label, value, onChange, type = 'text' }: FieldProps) {
  const id = useId();
  const common = { id, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return (
    <>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {type === 'long' ? (
        <textarea className={`${form.input} ${styles.note}`} {...common} />
      ) : (
        <input
          className={form.input}
          {...common}
          {...(type === 'numeric' ? { inputMode: 'numeric' as const } : {})}
          {...(type === 'datetime-local' ? { type } : {})}
        />
      )}
    </>
  );
}

/**
 * One settings form: checks the values with the contract's schema, saves them, and says what went wrong or that
 * they were saved.
 */
function SettingsForm<T>({
  title,
  schema,
  values,
  save,
  submitLabel,
  children,
}: {
  title: string;
  schema: ZodType<T>;
  values: () => unknown;
  save: {
    mutate: (data: T, options: { onError: (error: Error) => void }) => void;
    isSuccess: boolean;
    isPending: boolean;
  };
  submitLabel: string;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values());
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Перевірте значення');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, { onError: (e) => setProblem(problemText(e)) });
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        {problem ? (
          <p className={form.error} role="alert">
            {problem}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p className={styles.status} role="status">
            Збережено
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}

function OfferForm({ offer }: { offer: AdminOffer | null }) {
  const [title, setTitle] = useState(offer?.title ?? '');
  const [description, setDescription] = useState(offer?.description ?? '');
  const [ends, setEnds] = useState(offer ? localValue(offer.ends_at) : '');
  const [days, setDays] = useState(offer ? String(offer.days) : '');
  const save = useSaveOffer();
  const values = () => {
    const endsAt = new Date(ends);
    return {
      title,
      description,
      ends_at: Number.isNaN(endsAt.getTime()) ? '' : endsAt.toISOString(),
      days: Number(days),
    };
  };
  return (
    <SettingsForm
      title="Безкоштовний Преміум"
      schema={adminOfferSchema}
      values={values}
      save={save}
      submitLabel="Зберегти пропозицію"
    >
      <Field label="Заголовок" value={title} onChange={setTitle} />
      <Field label="Текст" value={description} onChange={setDescription} type="long" />
      <Field label="Діє до" value={ends} onChange={setEnds} type="datetime-local" />
      <Field label="Днів Преміуму" value={days} onChange={setDays} type="numeric" />
    </SettingsForm>
  );
}

function TariffForm({ tariff }: { tariff: AdminTariff }) {
  const [price, setPrice] = useState(String(tariff.price));
  const [days, setDays] = useState(String(tariff.days));
  const [former, setFormer] = useState(tariff.former_price === null ? '' : String(tariff.former_price));
  const save = useSaveTariff();
  const values = () => ({
    price: Number(price),
    days: Number(days),
    former_price: former.trim() === '' ? null : Number(former),
  });
  return (
    <SettingsForm title="Тариф" schema={adminTariffSchema} values={values} save={save} submitLabel="Зберегти">
      <Field label="Ціна Преміуму, грн" value={price} onChange={setPrice} type="numeric" />
      <Field label="Днів Преміуму" value={days} onChange={setDays} type="numeric" />
      <Field
        label="Колишня ціна, грн (порожньо — немає)"
        value={former}
        onChange={setFormer}
        type="numeric"
      />
    </SettingsForm>
  );
}
