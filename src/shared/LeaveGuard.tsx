import { useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, type BlockerFunction } from 'react-router-dom';
import { feedback } from '../app/feedback';

export const LEAVE_QUESTION = { title: '有未保存的内容，确定离开？', leave: '离开', stay: '留在本页' } as const;

/**
 * Asks before leaving a page with unsaved changes (issue 47 point 4). The app runs on a data
 * router (createBrowserRouter, src/back-office-app.tsx), so one blocker covers every way out inside the app:
 * the side menu, the header, links and the browser's back/forward (the router undoes the pop
 * while it asks). Closing or reloading the tab is not the router's: `beforeunload` asks there,
 * with the browser's own words. `dirty` is read at the moment of leaving, so it may read refs;
 * every move asks while it is true, the page's own too (申报记录, 新建), so a page that moves
 * after storing its values (a new record's id after 保存) says it is clean first.
 */
export function LeaveGuard({ dirty, onLeave }: { dirty: () => boolean; onLeave?: () => void | Promise<void> }) {
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!dirty()) return;
      e.preventDefault();
      // Older browsers show the question only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  // A page rendered outside a data router (unit tests' MemoryRouter) has no blocker to register.
  return useContext(UNSAFE_DataRouterContext) ? <RouterBlock dirty={dirty} onLeave={onLeave} /> : null;
}

// A session that ends goes to the login page (src/api/effects.ts): nothing can be saved from here
// any more, so that move never asks (the draft of issue 47 point 1 brings the values back).
const leaves = (dirty: () => boolean): BlockerFunction => ({ nextLocation }) => nextLocation.pathname !== '/login' && dirty();

function RouterBlock({ dirty, onLeave }: { dirty: () => boolean; onLeave?: () => void | Promise<void> }) {
  // Once 离开 is answered the page is on its way out, but it stays on screen (and dirty) until the
  // next page's code has loaded: a click on another menu meanwhile is a move the user already
  // allowed, not one to block again (it was lost, CI 2026-12-06). A new address of this same page
  // asks again.
  const left = useRef(false);
  const { key } = useLocation();
  useEffect(() => {
    left.current = false;
  }, [key]);
  const blocker = useBlocker(useMemo(() => {
    const asks = leaves(dirty);
    return (args: Parameters<BlockerFunction>[0]) => !left.current && asks(args);
  }, [dirty]));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    feedback.modal().confirm({
      title: LEAVE_QUESTION.title,
      okText: LEAVE_QUESTION.leave,
      cancelText: LEAVE_QUESTION.stay,
      // 离开 gives up what was typed: the page's kept draft goes too (not on closing the tab,
      // whose answer the page never learns: that draft is offered on the next visit).
      onOk: () => {
        left.current = true;
        void onLeave?.();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, onLeave]);
  return null;
}
