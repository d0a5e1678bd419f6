import { useEffect, useState } from 'react';
import type { MessageCounts } from '../../schemas/messages';
import { messagesApi } from '../api/messages';
import { startCountsStream } from './message-stream';

/**
 * The bell's counts, kept live by the stream; `changes` goes up with every pushed update so an
 * open drawer reads its lists again. Read once by a call too, in case the stream is slow to come.
 */
export function useMessageCounts(): { counts: MessageCounts | null; changes: number; streaming: boolean; setCounts: (c: MessageCounts) => void } {
  const [counts, setCounts] = useState<MessageCounts | null>(null);
  const [changes, setChanges] = useState(0);
  // true once the stream has delivered: from then on the badge is live
  const [streaming, setStreaming] = useState(false);
  useEffect(() => {
    let live = true;
    messagesApi.counts().then((c) => live && setCounts((now) => now ?? c), () => undefined);
    const stop =
      typeof EventSource === 'undefined'
        ? () => undefined
        : startCountsStream({
            ticket: messagesApi.streamTicket,
            open: (url) => new EventSource(url),
            onCounts: (c) => {
              if (!live) return;
              setCounts(c);
              setStreaming(true);
              setChanges((n) => n + 1);
            },
          });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return { counts, changes, streaming, setCounts };
}
