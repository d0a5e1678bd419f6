import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SystemSummary } from '../../schemas/system';
import { fetchMainMenus, fetchSystems } from '../api/menu';
import { systemFor, withNext } from '../app/deep-link';
import { PageLoading } from '../shared/PageLoading';

/**
 * A back-office address opened before any system was chosen (a bookmark, a link in a message, a
 * new tab): the page is opened in the system that holds its node (`?id=`), or in the only system;
 * otherwise /judge asks which, and comes back here afterwards (issue 45 point 7).
 */
export function SystemForLink({ onChosen }: { onChosen: (s: SystemSummary) => void }) {
  const { pathname, search } = useLocation();
  const [ask, setAsk] = useState(false);
  useEffect(() => {
    let alive = true;
    const id = new URLSearchParams(search).get('id');
    fetchSystems()
      .then((systems) => systemFor(systems, id, fetchMainMenus))
      .then(
        (s) => alive && (s ? onChosen(s) : setAsk(true)),
        () => alive && setAsk(true),
      );
    return () => {
      alive = false;
    };
  }, [pathname, search, onChosen]);
  if (ask) return <Navigate to={withNext('/judge', pathname + search)} replace />;
  return <PageLoading fullscreen />;
}
