import { useId, useState, type FormEvent } from 'react';
import { adminOfferSchema, adminTariffSchema, type AdminOffer, type AdminTariff } from '@pdr/contract/admin';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import { useOffer, useSaveOffer, useSaveTariff, useTariff } from '../api/admin.ts';
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

function OfferForm({ offer }: { offer: AdminOffer | null }) {
  const [title, setTitle] = useState(offer?.title ?? '');
  const [description, setDescription] = useState(offer?.description ?? '');
  const [ends, setEnds] = useState(offer ? localValue(offer.ends_at) : '');
  const [days, setDays] = useState(offer ? String(offer.days) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveOffer();
  const ids = { title: useId(), description: useId(), ends: useId(), days: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const endsAt = new Date(ends);
    const parsed = adminOfferSchema.safeParse({
      title,
      description,
      ends_at: Number.isNaN(endsAt.getTime()) ? '' : endsAt.toISOString(),
      days: Number(days),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Перевірте значення');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, { onError: (e) => setProblem(problemText(e)) });
  };
  return (
    <section className={styles.section} aria-labelledby="admin-offer">
      <h2 id="admin-offer">Безкоштовний Преміум</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={form.label} htmlFor={ids.title}>
          Заголовок
        </label>
        <input
          id={ids.title}
          className={form.input}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <label className={form.label} htmlFor={ids.description}>
          Текст
        </label>
        <textarea
          id={ids.description}
          className={`${form.input} ${styles.note}`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <label className={form.label} htmlFor={ids.ends}>
          Діє до
        </label>
        <input
          id={ids.ends}
          className={form.input}
          type="datetime-local"
          value={ends}
          onChange={(e) => setEnds(e.target.value)}
        />
        <label className={form.label} htmlFor={ids.days}>
          Днів Преміуму
        </label>
        <input
          id={ids.days}
          className={form.input}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
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
          Зберегти пропозицію
        </Button>
      </form>
    </section>
  );
}

function TariffForm({ tariff }: { tariff: AdminTariff }) {
  const [price, setPrice] = useState(String(tariff.price));
  const [days, setDays] = useState(String(tariff.days));
  const [former, setFormer] = useState(tariff.former_price === null ? '' : String(tariff.former_price));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTariff();
  const ids = { price: useId(), days: useId(), former: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminTariffSchema.safeParse({
      price: Number(price),
      days: Number(days),
      former_price: former.trim() === '' ? null : Number(former),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Перевірте значення');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, { onError: (e) => setProblem(problemText(e)) });
  };
  return (
    <section className={styles.section} aria-labelledby="admin-tariff">
      <h2 id="admin-tariff">Тариф</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={form.label} htmlFor={ids.price}>
          Ціна Преміуму, грн
        </label>
        <input
          id={ids.price}
          className={form.input}
          inputMode="numeric"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <label className={form.label} htmlFor={ids.days}>
          Днів Преміуму
        </label>
        <input
          id={ids.days}
          className={form.input}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <label className={form.label} htmlFor={ids.former}>
          Колишня ціна, грн (порожньо — немає)
        </label>
        <input
          id={ids.former}
          className={form.input}
          inputMode="numeric"
          value={former}
          onChange={(e) => setFormer(e.target.value)}
        />
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
          Зберегти
        </Button>
      </form>
    </section>
  );
}
