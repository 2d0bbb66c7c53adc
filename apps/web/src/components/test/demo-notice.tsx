import { useLingui } from '@lingui/react';
import { useConfig } from '@/hooks/use-config.ts';
import { localStore } from '@/lib/storage.ts';
import styles from './demo-notice.module.css';
import './i18n.ts';

/**
 * Where questions are shown: a demo pack says these are not the exam's questions (site.json, decision 093). A screen
 * puts it above its questions once they and the config are both in (useDemoNoticeReady), so that the notice never
 * appears above a spinner or a painted screen and pushes it down (a layout shift of 0.02 on a phone). Until the
 * config comes, the last config's answer kept on the device decides, so a reloaded question need not wait for it.
 */
export function DemoNotice() {
  const { _ } = useLingui();
  const config = useConfig();
  const demo = config.data ? config.data.site.demo === true : localStore.get('demoPack') === true;
  if (!demo) return null;
  return <p className={styles.notice}>{_('test.demoNotice')}</p>;
}

/**
 * False while the config that says whether the notice shows is still on its way and the device has no earlier
 * answer: the screen keeps its spinner.
 */
export function useDemoNoticeReady(): boolean {
  const config = useConfig();
  // With no network (a lesson offline) the config does not come: the questions do not wait for it.
  return !config.isPending || config.failureCount > 0 || localStore.get('demoPack') !== undefined;
}
