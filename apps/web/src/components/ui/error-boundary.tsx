import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/lib/i18n.ts';
import styles from './error-boundary.module.css';

interface Props {
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/** Catches a render failure so that one broken screen never blanks the whole app. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Render failure', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={styles.box}>
        <h1>{i18n._('errorBoundary.title')}</h1>
        <p>{i18n._('errorBoundary.text')}</p>
        <div className={styles.actions}>
          <button type="button" onClick={() => window.location.reload()}>
            {i18n._('errorBoundary.reload')}
          </button>
          <a href="#/">{i18n._('common.toHome')}</a>
        </div>
      </div>
    );
  }
}
