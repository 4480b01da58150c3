import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStatus } from './app-status.tsx';
import { offerUpdate } from './register.ts';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => offerUpdate(undefined));

describe('the offline banner', () => {
  it('when the network goes, then a polite status says so and what is still available; when it is back, it goes', () => {
    render(<AppStatus />);
    const status = screen.getByRole('status', { name: 'Connection' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(within(status).getByText('You are offline.')).toBeVisible();
    expect(status).toHaveTextContent('Pages and products you already viewed are available.');

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('when the page opens without a network, then the banner is there at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<AppStatus />);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('You are offline.');
  });
});

describe('the new version prompt', () => {
  it('when a new version waits, then Reload hands over to it', async () => {
    const take = vi.fn();
    render(<AppStatus />);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    act(() => offerUpdate(take));
    expect(screen.getByRole('status', { name: 'Update' })).toHaveTextContent('New version available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(take).toHaveBeenCalledOnce();
  });

  it('when the shopper says not now, then the prompt goes and the old version keeps running', async () => {
    const take = vi.fn();
    render(<AppStatus />);
    act(() => offerUpdate(take));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('New version available')).not.toBeInTheDocument();
    expect(take).not.toHaveBeenCalled();
  });
});
