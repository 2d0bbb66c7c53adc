import { deviceZoneDiffers, KYIV_TIME_NOTE } from '@/lib/kyiv-time.ts';

/** 'Час — київський.' under times shown in Kyiv's zone, only on a device whose zone differs. */
export function KyivTimeNote({ className }: { className?: string }) {
  if (!deviceZoneDiffers()) return null;
  return <p className={className}>{KYIV_TIME_NOTE}</p>;
}
