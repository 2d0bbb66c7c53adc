import styles from './sections.module.css';

const FIGURES = [
  { value: '24/7', label: 'доступ до тренажера з будь-якого пристрою' },
  { value: '5 років', label: 'допомагаємо готуватися до іспиту' },
  { value: '87%', label: 'учнів складають теоретичний іспит з першої спроби' },
];

/** Static figures about the service, with the live number of students when the server gives it. */
export function AboutUs({ students }: { students: number | undefined }) {
  return (
    <section className={styles.section} aria-labelledby="about-us-title">
      <h2 id="about-us-title" className={styles.title}>
        Про нас у цифрах
      </h2>
      <ul className={styles.figures}>
        {FIGURES.map((figure) => (
          <li key={figure.value} className={styles.figure}>
            <span className={styles.figureValue}>{figure.value}</span>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
      {students ? (
        <p className={styles.lead}>
          Учнів, які вже навчаються на тренажері: <strong>{students.toLocaleString('uk-UA')}</strong>
        </p>
      ) : null}
    </section>
  );
}
