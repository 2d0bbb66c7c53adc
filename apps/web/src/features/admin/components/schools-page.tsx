import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { formatGroupCode } from '@pdr/contract/accounts';
import type { TeacherGroup } from '@pdr/contract/teacher';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import panel from '@/components/ui/panel.module.css';
import { InvitationSheet } from '@/components/invitation/invitation-sheet.tsx';
import { useSchoolChange } from '../api/change-schools.ts';
import { useSchools } from '../api/get-schools.ts';
import { problemText } from './format.ts';
import styles from './admin.module.css';

type Path = Parameters<typeof useSchoolChange>[0];

/** One small form of the schools page: its fields, its button, and the lines the command answered. */
function ChangeForm({
  title,
  path,
  fields,
  button,
  body,
}: {
  title: string;
  path: Path;
  fields: { name: string; label: string; inputMode?: 'numeric' | 'tel' }[];
  button: string;
  body: (values: Record<string, string>) => Record<string, unknown>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const change = useSchoolChange(path);
  const base = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(body(values));
  };
  return (
    <form
      className={`${panel.panel} ${styles.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label={title}
    >
      <h3>{title}</h3>
      {fields.map((f) => (
        <div key={f.name} className={styles.field}>
          <label className={form.label} htmlFor={`${base}-${f.name}`}>
            {f.label}
          </label>
          <input
            id={`${base}-${f.name}`}
            className={form.input}
            inputMode={f.inputMode}
            value={values[f.name] ?? ''}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
        </div>
      ))}
      <Button type="submit" disabled={change.isPending}>
        {button}
      </Button>
      {change.isSuccess ? (
        <div role="status">
          {change.data.lines.map((line) => (
            <p key={line} className={styles.message}>
              {line}
            </p>
          ))}
        </div>
      ) : null}
      {change.isError ? (
        <p className={form.error} role="alert">
          {problemText(change.error)}
        </p>
      ) : null}
    </form>
  );
}

const numberOrNull = (v: string | undefined) => (v && v.trim() ? Number(v) : null);
const text = (v: string | undefined) => (v ?? '').trim();

/** Schools and groups: create, find by code, set a teacher, close a group, move a pupil, print an invitation. */
export function SchoolsPage() {
  const [code, setCode] = useState('');
  const [draft, setDraft] = useState('');
  const [printed, setPrinted] = useState<TeacherGroup | null>(null);
  const query = useSchools(code);
  const codeId = useId();
  useEffect(() => {
    const reset = () => setPrinted(null);
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, []);
  const print = (group: TeacherGroup) => {
    flushSync(() => setPrinted(group));
    window.print();
  };
  let list: ReactNode = null;
  if (query.isPending) list = <Spinner />;
  else if (query.isError) list = <p role="alert">{problemText(query.error)}</p>;
  else if (query.data.schools.length === 0) list = <p>Нічого не знайдено.</p>;
  else
    list = (
      <ul className={styles.list}>
        {query.data.schools.map((school) => (
          <li key={school.id} className={`${panel.panel} ${styles.card}`}>
            <h3>
              №{school.id} {school.name}
              {school.city ? `, ${school.city}` : ''}
            </h3>
            {school.groups.length === 0 ? <p className={styles.meta}>Груп ще немає.</p> : null}
            <ul className={styles.comments}>
              {school.groups.map((g) => (
                <li key={g.id}>
                  <strong>{formatGroupCode(g.code)}</strong> {g.name}
                  {g.closed ? ' · закрита: код не приймається' : ''} · учнів: {g.pupils} · викладач:{' '}
                  {g.teacher ?? 'немає'}
                  {g.premium_price || g.premium_days
                    ? ` · Преміум ${g.premium_price ?? 'звичайна ціна'} грн, ${g.premium_days ?? 'звичайний строк'} дн.`
                    : ''}{' '}
                  {g.closed ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        print({
                          id: g.id,
                          name: g.name,
                          code: g.code,
                          school_name: school.name,
                          pupils: g.pupils,
                          invite_url: `${window.location.origin}/#/register?code=${g.code}`,
                        })
                      }
                    >
                      Друкувати запрошення<span className="visually-hidden"> до групи {g.name}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby="admin-schools">
      <h2 id="admin-schools">Автошколи та групи</h2>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setCode(draft.replace(/\D/g, ''));
        }}
      >
        <div className={styles.field}>
          <label className={form.label} htmlFor={codeId}>
            Знайти групу за кодом
          </label>
          <input
            id={codeId}
            className={form.input}
            inputMode="numeric"
            value={draft}
            placeholder="123 45 678"
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">Знайти</Button>
        {code ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft('');
              setCode('');
            }}
          >
            Усі автошколи
          </Button>
        ) : null}
      </form>
      {list}
      <div className={styles.forms}>
        <ChangeForm
          title="Нова автошкола"
          path="/admin/schools"
          fields={[
            { name: 'name', label: 'Назва' },
            { name: 'city', label: 'Місто' },
          ]}
          button="Створити автошколу"
          body={(v) => ({ name: text(v.name), ...(text(v.city) ? { city: text(v.city) } : {}) })}
        />
        <ChangeForm
          title="Нова група"
          path="/admin/groups"
          fields={[
            { name: 'school', label: 'Номер автошколи', inputMode: 'numeric' },
            { name: 'name', label: 'Назва групи' },
            { name: 'teacher', label: 'Телефон викладача (необов’язково)', inputMode: 'tel' },
            { name: 'price', label: 'Ціна Преміуму для групи, грн (необов’язково)', inputMode: 'numeric' },
            { name: 'days', label: 'Днів Преміуму для групи (необов’язково)', inputMode: 'numeric' },
          ]}
          button="Створити групу"
          body={(v) => ({
            school_id: Number(v.school),
            name: text(v.name),
            ...(text(v.teacher) ? { teacher_phone: text(v.teacher) } : {}),
            price: numberOrNull(v.price),
            days: numberOrNull(v.days),
          })}
        />
        <ChangeForm
          title="Викладач групи"
          path="/admin/groups/teacher"
          fields={[
            { name: 'code', label: 'Код групи', inputMode: 'numeric' },
            { name: 'phone', label: 'Телефон викладача', inputMode: 'tel' },
          ]}
          button="Призначити"
          body={(v) => ({ group_code: text(v.code), phone: text(v.phone) })}
        />
        <ChangeForm
          title="Закрити групу"
          path="/admin/groups/close"
          fields={[{ name: 'code', label: 'Код групи', inputMode: 'numeric' }]}
          button="Закрити групу"
          body={(v) => ({ group_code: text(v.code) })}
        />
        <ChangeForm
          title="Перевести учня"
          path="/admin/pupils/move"
          fields={[
            { name: 'phone', label: 'Телефон учня', inputMode: 'tel' },
            { name: 'code', label: 'Код нової групи', inputMode: 'numeric' },
          ]}
          button="Перевести"
          body={(v) => ({ phone: text(v.phone), group_code: text(v.code) })}
        />
      </div>
      {printed ? <InvitationSheet group={printed} /> : null}
    </section>
  );
}
