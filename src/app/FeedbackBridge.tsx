import { useEffect } from 'react';
import { App } from 'antd';
import { registerFeedback, resetFeedback } from './feedback';

/** Hands antd's context-aware modal and message to the API client (locale and theme apply). */
export function FeedbackBridge() {
  const { modal, message } = App.useApp();
  // Registered during render so it is in place before any child effect sends a request.
  registerFeedback(modal, message);
  // An unmounted App's instances show nothing: a later call falls back to the static functions.
  // (Registered again in the effect: StrictMode's trial unmount runs the reset once.)
  useEffect(() => {
    registerFeedback(modal, message);
    return resetFeedback;
  }, [modal, message]);
  return null;
}
