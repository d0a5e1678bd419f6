import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_ERROR_TITLE, PAGE_ERROR_TITLE, RouteError } from './RouteError';

function renderThrowing(error: Error) {
  const Broken = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

describe('RouteError (the routes’ error element)', () => {
  // The element logs what it caught; React logs the caught render error too.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a chunk that failed to load: Chinese message and 重新加载, which reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderThrowing(new TypeError('Failed to fetch dynamically imported module: http://x/assets/UserCenterPage-abc.js'));
    expect(await screen.findByRole('heading', { name: CHUNK_ERROR_TITLE })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error|Failed to fetch/)).toBeNull();
    screen.getByRole('button', { name: /重新加载/ }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('any other error: a Chinese generic message, no English detail', async () => {
    renderThrowing(new TypeError("Cannot read properties of undefined (reading 'map')"));
    expect(await screen.findByRole('heading', { name: PAGE_ERROR_TITLE })).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
    expect(screen.queryByText(/Cannot read|Unexpected Application Error/)).toBeNull();
  });
});
