import { Link } from 'react-router';
import { useProgressTotal } from '../api/get-progress-total.ts';
import { ProgressRing } from './progress-ring.tsx';

/** The header's progress ring (a link to the history), shown once total progress is known. */
export function HeaderProgress() {
  const total = useProgressTotal(true);
  if (!total.data) return null;
  return (
    <Link to="/my_test" title="Мій прогрес" aria-label={`Мій прогрес: ${total.data.progress}%`}>
      <ProgressRing total={total.data} size={40} />
    </Link>
  );
}
