import { ThemeMapScreen } from '@/features/learning/components/theme-map.tsx';
import { SaveOfflineToggle } from '@/features/offline/save-offline-toggle.tsx';

export function StartedLearnRoute() {
  return <ThemeMapScreen mapExtras={(themeId) => <SaveOfflineToggle themeId={themeId} />} />;
}

export { StartedLearnRoute as Component };
