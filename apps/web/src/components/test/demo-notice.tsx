import { useConfig } from '@/hooks/use-config.ts';
import styles from './demo-notice.module.css';

/** Where questions are shown: a demo pack says these are not the exam's questions (site.json, decision 093). */
export function DemoNotice() {
  const demo = useConfig().data?.site.demo === true;
  if (!demo) return null;
  return (
    <p className={styles.notice}>
      Демонстраційні питання: їх написано для показу тренажера, це не офіційна база питань іспиту.
    </p>
  );
}
