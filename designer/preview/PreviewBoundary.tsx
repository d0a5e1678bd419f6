import { Component, type ReactNode } from 'react';
import { Alert } from 'antd';

interface Props {
  /** a new value (the config) clears a previous failure */
  resetKey: unknown;
  children: ReactNode;
}

/** Keeps a half-edited config that trips the runtime from taking the whole designer down. */
export class PreviewBoundary extends Component<Props, { error: Error | null; key: unknown }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error) {
    this.setState({ error });
  }

  render() {
    if (this.state.error) return <Alert type="warning" showIcon message="预览无法显示当前配置" description={this.state.error.message} />;
    return this.props.children;
  }
}
