import { useEffect, useState } from 'react';
import { http } from '../api/client';

/** The address of the portrait route (server/account/portrait.ts): it needs the bearer token. */
const PORTRAIT = '/ks/individual/info/portrait';

/**
 * What an <img> can show of `photo`: the portrait route is read with the token (an <img> cannot send
 * one) and shown through an object URL; any other address as it is; null when there is none.
 */
export function usePortrait(photo: string | undefined | null): string | null {
  const own = Boolean(photo?.startsWith(PORTRAIT));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!photo || !own) return;
    let url: string | null = null;
    let alive = true;
    http
      .get<Blob>(photo, { responseType: 'blob' })
      .then((res) => {
        if (!alive) return;
        url = URL.createObjectURL(res.data);
        setSrc(url);
      })
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo, own]);
  if (!photo) return null;
  return own ? src : photo;
}
