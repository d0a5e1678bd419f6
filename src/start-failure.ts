import { CHUNK_ERROR_TEXT, CHUNK_ERROR_TITLE } from './app/route-error-text';

/**
 * The entry's own failure: the app's chunk did not arrive (a redeploy removed it, the network
 * broke). No React or antd is loaded yet, so the route error's words and its 重新加载 are drawn
 * with the DOM.
 */
export function showStartFailure(error: unknown, root: HTMLElement | null = document.getElementById('root')): void {
  console.error(error);
  if (!root) return;
  const box = document.createElement('div');
  box.className = 'ks-route-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h2');
  title.textContent = CHUNK_ERROR_TITLE;
  const text = document.createElement('p');
  text.textContent = CHUNK_ERROR_TEXT;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = '重新加载';
  reload.addEventListener('click', () => window.location.reload());
  box.append(title, text, reload);
  root.replaceChildren(box);
}
