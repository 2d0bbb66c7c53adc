import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export interface Reason {
  title: string;
  text: string;
  icon: ReactNode;
}

/** The cards of the 'why us' slider. */
export const WHY_US_REASONS: Reason[] = [
  {
    // No claim of the official bank here: that is the operator's to state (site.json), not the app's.
    title: 'Питання за чинними ПДР',
    text: 'Кожне питання спирається на пункт чинних Правил, а оновлення бази питань не скидає ваш прогрес.',
    icon: (
      <Icon>
        <path d="M5 4h10l4 4v12H5z" />
        <path d="M9 13l2 2 4-4" />
      </Icon>
    ),
  },
  {
    title: 'Коментар до кожного питання',
    text: 'Пояснення з посиланням на пункт Правил і поради інструктора — щоб розуміти, а не зубрити.',
    icon: (
      <Icon>
        <path d="M4 5h16v11H9l-5 4z" />
        <path d="M8 9h8M8 12h5" />
      </Icon>
    ),
  },
  {
    title: 'Іспит як справжній',
    text: '20 питань, 20 хвилин, не більше двох помилок — такі самі умови, як у сервісному центрі.',
    icon: (
      <Icon>
        <circle cx="12" cy="13" r="7" />
        <path d="M12 9v4l3 2M10 3h4" />
      </Icon>
    ),
  },
  {
    title: 'Робота над помилками',
    text: 'Після кожного блоку — повторення питань, де ви помилилися, а слабкі теми видно одразу.',
    icon: (
      <Icon>
        <path d="M4 12a8 8 0 1 1 2.3 5.6" />
        <path d="M4 19v-5h5" />
      </Icon>
    ),
  },
  {
    title: 'Будь-де і будь-коли',
    text: 'Навчайтеся з телефона, планшета чи комп’ютера — прогрес зберігається у вашому кабінеті.',
    icon: (
      <Icon>
        <rect x="7" y="3" width="10" height="18" rx="2" />
        <path d="M11 18h2" />
      </Icon>
    ),
  },
  {
    title: 'Наочна теорія',
    text: 'Ілюстрації та коментарі експертів до кожної теми Правил дорожнього руху.',
    icon: (
      <Icon>
        <path d="M3 6l9-3 9 3-9 3z" />
        <path d="M7 8v5c0 1.7 2.2 3 5 3s5-1.3 5-3V8" />
      </Icon>
    ),
  },
];
