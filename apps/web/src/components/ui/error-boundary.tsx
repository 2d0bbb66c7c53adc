import { Component, type ErrorInfo, type ReactNode } from 'react';
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
        <h1>Щось пішло не так</h1>
        <p>Сторінку не вдалося показати. Оновіть її або поверніться на головну.</p>
        <div className={styles.actions}>
          <button type="button" onClick={() => window.location.reload()}>
            Оновити сторінку
          </button>
          <a href="#/">На головну</a>
        </div>
      </div>
    );
  }
}
