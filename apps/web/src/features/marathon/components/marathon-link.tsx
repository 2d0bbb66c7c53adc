import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { useToken } from '@/lib/session.ts';

/** The way from the theme map to /marathon (issue 51, item 5). */
export function MarathonLink() {
  const { _ } = useLingui();
  if (!useToken()) return null;
  return (
    <ButtonLink to="/marathon" variant="ghost" size="sm">
      {_('marathon.title')}
    </ButtonLink>
  );
}
