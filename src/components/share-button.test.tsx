import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button.tsx';

const PATH = '/product/42?variant=blue';
const LINK = () => `${window.location.origin}${PATH}`;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('the Share button', () => {
  it('when the browser can share, then it opens the share sheet with the product and its link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<ShareButton title="Apple iPhone 15 Pro" path={PATH} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: 'Apple iPhone 15 Pro', url: LINK() });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('when the shopper closes the share sheet, then nothing else happens', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<ShareButton title="Apple iPhone 15 Pro" path={PATH} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('when the browser cannot share, then the link is copied and the page says so', async () => {
    const user = userEvent.setup();
    render(<ShareButton title="Apple iPhone 15 Pro" path={PATH} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK());
  });

  it('when the link cannot be copied, then the page shows it to copy by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ShareButton title="Apple iPhone 15 Pro" path={PATH} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`Copy this link: ${LINK()}`);
  });
});
