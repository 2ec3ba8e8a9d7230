// Catches a remote that loaded but throws while rendering: the panel replaces that remote only.
import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  name: string;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[atelier] remote ${this.props.name} crashed`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteUnavailable name={this.props.name} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
