import { useId, useState, type FormEvent } from 'react';
import { ORDER_STATES } from '@pdr/contract/admin';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import panel from '@/components/ui/panel.module.css';
import { useAdminOrder } from '../api/get-order.ts';
import { useAdminOrders } from '../api/get-orders.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { ORDER_STATUS_LABELS, kyivTime, problemText, uah } from './format.ts';
import styles from './admin.module.css';

/** Orders by phone and state; an order's last callback; a refund as `npm run admin -- refund` does it. */
export function OrdersPage() {
  const [filter, setFilter] = useState({ phone: '', status: '' });
  const [draft, setDraft] = useState(filter);
  const [open, setOpen] = useState<string | null>(null);
  const query = useAdminOrders(filter.phone, filter.status);
  const ids = { phone: useId(), status: useId() };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ phone: draft.phone.trim(), status: draft.status });
  };
  return (
    <section className={styles.section} aria-labelledby="admin-orders">
      <h2 id="admin-orders">Замовлення</h2>
      <form className={styles.filters} onSubmit={search} role="search">
        <div className={styles.field}>
          <label className={form.label} htmlFor={ids.phone}>
            Телефон
          </label>
          <input
            id={ids.phone}
            className={form.input}
            type="tel"
            value={draft.phone}
            placeholder="+380671234567"
            onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label className={form.label} htmlFor={ids.status}>
            Стан
          </label>
          <select
            id={ids.status}
            className={form.input}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">Усі</option>
            {ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Знайти</Button>
      </form>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{problemText(query.error)}</p> : null}
      {query.isSuccess && query.data.orders.length === 0 ? <p>Замовлень не знайдено.</p> : null}
      {query.data && query.data.orders.length > 0 ? (
        <div className={styles.tableWrap} role="region" aria-label="Знайдені замовлення">
          <table className={`${styles.table} ${styles.stacked}`}>
            <thead>
              <tr>
                <th scope="col">Створено</th>
                <th scope="col">Покупець</th>
                <th scope="col">Стан</th>
                <th scope="col">Сума</th>
                <th scope="col">Днів</th>
                <th scope="col">Дії</th>
              </tr>
            </thead>
            <tbody>
              {query.data.orders.map((o) => (
                <tr key={o.id}>
                  <td data-label="Створено">{kyivTime(o.created_at)}</td>
                  <td data-label="Покупець">
                    {o.name}
                    <br />
                    {o.phone}
                  </td>
                  <td data-label="Стан">{ORDER_STATUS_LABELS[o.status]}</td>
                  <td data-label="Сума">{uah(o.amount)}</td>
                  <td data-label="Днів">{o.days}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setOpen(o.id)}>
                      Деталі<span className="visually-hidden"> замовлення {o.phone}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {open ? <OrderDetails id={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function OrderDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useAdminOrder(id);
  const refund = useRefundOrder();
  const [confirm, setConfirm] = useState(false);
  const order = query.data?.order;
  return (
    <article className={`${panel.panel} ${styles.card}`} aria-labelledby="admin-order">
      <h3 id="admin-order">Замовлення {id}</h3>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{problemText(query.error)}</p> : null}
      {order ? (
        <>
          <p className={styles.meta}>
            {ORDER_STATUS_LABELS[order.status]} · {uah(order.amount)} · {order.days} дн. · {order.provider} ·{' '}
            {order.price_source === 'group' ? 'ціна групи' : 'звичайна ціна'}
            {order.paid_at ? ` · оплачено ${kyivTime(order.paid_at)}` : ''}
            {order.reversed_at ? ` · повернено ${kyivTime(order.reversed_at)}` : ''}
          </p>
          <h4>Останнє повідомлення платіжного сервісу</h4>
          <pre className={styles.json}>
            {order.last_callback ? JSON.stringify(order.last_callback, null, 2) : 'Немає'}
          </pre>
          <div className={styles.actions}>
            {order.status === 'paid' ? (
              <Button variant="danger" onClick={() => setConfirm(true)}>
                Повернути кошти
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Закрити
            </Button>
          </div>
          {refund.isSuccess ? (
            <p className={styles.status} role="status">
              {refund.data.message}.{' '}
              {refund.data.premium_until
                ? `Преміум тепер діє до ${kyivTime(refund.data.premium_until)}.`
                : 'Преміум більше не діє.'}
              {order.provider === 'liqpay' ? ' Поверніть гроші в кабінеті LiqPay, якщо ще не повернули.' : ''}
            </p>
          ) : null}
          {refund.isError ? <p role="alert">{problemText(refund.error)}</p> : null}
        </>
      ) : null}
      <Modal
        open={confirm}
        onOpenChange={setConfirm}
        title="Повернути кошти?"
        description={`Замовлення буде позначено поверненим, а ${order?.days ?? ''} дн. Преміуму забрано.`}
        actions={
          <>
            <Button
              variant="danger"
              disabled={refund.isPending}
              onClick={() => refund.mutate(id, { onSettled: () => setConfirm(false) })}
            >
              Так, повернути
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              Ні
            </Button>
          </>
        }
      />
    </article>
  );
}
