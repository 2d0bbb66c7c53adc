import type { BlockStatus } from '@pdr/contract/learning';

/** Eight sign outlines of our own; a theme's blocks use shape (theme id mod 8). */
const SHAPES: ((props: { className?: string }) => React.ReactElement)[] = [
  (p) => <circle cx="32" cy="32" r="28" {...p} />,
  (p) => <polygon points="32,5 60,56 4,56" {...p} />,
  (p) => <polygon points="4,8 60,8 32,59" {...p} />,
  (p) => <rect x="6" y="6" width="52" height="52" rx="8" {...p} />,
  (p) => <polygon points="32,3 61,32 32,61 3,32" {...p} />,
  (p) => <polygon points="21,4 43,4 60,21 60,43 43,60 21,60 4,43 4,21" {...p} />,
  (p) => <rect x="4" y="12" width="56" height="40" rx="6" {...p} />,
  (p) => <polygon points="32,4 60,24 50,58 14,58 4,24" {...p} />,
];

export function signShapeIndex(themeId: number): number {
  return ((themeId % SHAPES.length) + SHAPES.length) % SHAPES.length;
}

/** A block's road sign: coloured by status, with the block number, a tick, a cross or a lock inside. */
export function BlockSign({
  themeId,
  status,
  label,
}: {
  themeId: number;
  status: BlockStatus;
  label: number;
}) {
  const Shape = SHAPES[signShapeIndex(themeId)]!;
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" data-shape={signShapeIndex(themeId)}>
      <Shape className="sign-shape" />
      {status === 'locked' ? (
        <path
          d="M25 30v-5a7 7 0 0 1 14 0v5M23 30h18v13H23z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      ) : (
        <text x="32" y="39" textAnchor="middle" fontSize="20" fontWeight="700" fill="currentColor">
          {label}
        </text>
      )}
    </svg>
  );
}
