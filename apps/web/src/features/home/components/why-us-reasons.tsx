import type { ReactNode } from 'react';
import '../later/i18n.ts';

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
  /** The title's and the text's ids in the home catalog. */
  title: string;
  text: string;
  icon: ReactNode;
}

/** The cards of the 'why us' slider. */
export const WHY_US_REASONS: Reason[] = [
  {
    // No claim of the official bank here: that is the operator's to state (site.json), not the app's.
    title: 'home.whyRules',
    text: 'home.whyRulesText',
    icon: (
      <Icon>
        <path d="M5 4h10l4 4v12H5z" />
        <path d="M9 13l2 2 4-4" />
      </Icon>
    ),
  },
  {
    title: 'home.whyComment',
    text: 'home.whyCommentText',
    icon: (
      <Icon>
        <path d="M4 5h16v11H9l-5 4z" />
        <path d="M8 9h8M8 12h5" />
      </Icon>
    ),
  },
  {
    title: 'home.whyExam',
    text: 'home.whyExamText',
    icon: (
      <Icon>
        <circle cx="12" cy="13" r="7" />
        <path d="M12 9v4l3 2M10 3h4" />
      </Icon>
    ),
  },
  {
    title: 'home.whyMistakes',
    text: 'home.whyMistakesText',
    icon: (
      <Icon>
        <path d="M4 12a8 8 0 1 1 2.3 5.6" />
        <path d="M4 19v-5h5" />
      </Icon>
    ),
  },
  {
    title: 'home.whyAnywhere',
    text: 'home.whyAnywhereText',
    icon: (
      <Icon>
        <rect x="7" y="3" width="10" height="18" rx="2" />
        <path d="M11 18h2" />
      </Icon>
    ),
  },
  {
    title: 'home.whyTheory',
    text: 'home.whyTheoryText',
    icon: (
      <Icon>
        <path d="M3 6l9-3 9 3-9 3z" />
        <path d="M7 8v5c0 1.7 2.2 3 5 3s5-1.3 5-3V8" />
      </Icon>
    ),
  },
];
