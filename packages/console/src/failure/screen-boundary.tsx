import { retryFailedLoads } from '@practice/ui-kit';
import { Component, type ReactNode } from 'react';
import { FailureNotice } from './failure-notice.js';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Around one screen of the keep-alive: a screen whose file fails to load, or that throws while drawing,
 * shows the notice in its own place while the shell, the menu, the tabs and the other screens stay.
 * 重新加载 draws the screen again and its lazy loader (retrying-lazy.ts) imports the file again; so does a
 * new boundary (the top bar's 刷新 remounts the view).
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  constructor(props: { children: ReactNode }) {
    super(props);
    retryFailedLoads();
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return <FailureNotice error={this.state.error} onReload={this.retry} />;
    return this.props.children;
  }
}
