import { useConfig } from '@/hooks/use-config.ts';
import styles from './demo-notice.module.css';

/**
 * Where questions are shown: a demo pack says these are not the exam's questions (site.json, decision 093). A screen
 * puts it above its questions once they and the config are both in (useDemoNoticeReady), so that the notice never
 * appears above a spinner or a painted screen and pushes it down (a layout shift of 0.02 on a phone).
 */
export function DemoNotice() {
  const demo = useConfig().data?.site.demo === true;
  if (!demo) return null;
  return (
    <p className={styles.notice}>
      Демонстраційні питання: їх написано для показу тренажера, це не офіційна база питань іспиту.
    </p>
  );
}

/** False while the config that says whether the notice shows is still on its way: the screen keeps its spinner. */
export function useDemoNoticeReady(): boolean {
  const config = useConfig();
  // With no network (a lesson offline, issue 28) the config does not come: the questions do not wait for it.
  return !config.isPending || config.failureCount > 0;
}
