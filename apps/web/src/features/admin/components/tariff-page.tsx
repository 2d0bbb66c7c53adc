import { useId, useState, type FormEvent } from 'react';
import { adminTariffSchema, type AdminTariff } from '@pdr/contract/admin';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import { useSaveTariff, useTariff } from '../api/admin.ts';
import { problemText } from './format.ts';
import styles from './admin.module.css';

/** The default Premium: price, days and the real former price (empty: none). */
export function TariffPage() {
  const query = useTariff();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert">{problemText(query.error)}</p>;
  return <TariffForm key={JSON.stringify(query.data)} tariff={query.data} />;
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
