import { App } from 'antd';
import { registerFeedback } from './feedback';

/** Hands antd's context-aware modal and message to the API client (locale and theme apply). */
export function FeedbackBridge() {
  const { modal, message } = App.useApp();
  // Registered during render so it is in place before any child effect sends a request.
  registerFeedback(modal, message);
  return null;
}
