import { useLingui } from '@lingui/react';
import { deviceZoneDiffers } from '@/lib/kyiv-time.ts';

/** 'Час — київський.' under times shown in Kyiv's zone, only on a device whose zone differs. */
export function KyivTimeNote({ className }: { className?: string }) {
  const { _ } = useLingui();
  if (!deviceZoneDiffers()) return null;
  return <p className={className}>{_('common.kyivTime')}</p>;
}
