import { Link } from '@tanstack/react-router';
import { Suspense, useId, useState, type ReactNode } from 'react';
import type { UserInfo } from '../contract/users.ts';
import { cartItemCount, useCart } from '../stores/cart.ts';
import { useSession } from '../stores/session.ts';
import { UserIcon } from './user-icon.tsx';

/**
 * What the bar shows from the shop's features, handed in by the root route so that this shared
 * frame imports none of them. Each gets `close`, which folds the phone menu after a choice.
 */
export interface HeaderParts {
  search: (close: () => void) => ReactNode;
  categories: (close: () => void) => ReactNode;
  /** The signed-in user's menus; may suspend while their code loads. */
  accountMenus: (userInfo: UserInfo, close: () => void) => ReactNode;
}

const navLink = 'flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-white hover:bg-white/10';

function CartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

/** `1 item`, `3 items`: how the count is read out. */
const itemsWord = (count: number) => (count === 1 ? 'item' : 'items');

/** The cart's link with its count: in the bar on every screen size, never folded into the Menu. */
function CartLink({ itemCount, onClick }: { itemCount: number; onClick: () => void }) {
  return (
    <Link to="/cart/{-$id}" params={{ id: undefined }} className={navLink} onClick={onClick}>
      <CartIcon />
      Cart
      {itemCount > 0 && (
        <span className="rounded-full bg-star px-2 text-sm font-bold text-slate-900">
          {itemCount}
          <span className="sr-only">{` ${itemsWord(itemCount)}`}</span>
        </span>
      )}
    </Link>
  );
}

/**
 * Says a changed count politely to screen readers (a link's name changing is not announced). Quiet
 * at first: the count restored from storage is no news.
 */
function CartCountAnnouncer({ itemCount }: { itemCount: number }) {
  const [seen, setSeen] = useState(itemCount);
  const [message, setMessage] = useState('');
  if (seen !== itemCount) {
    setSeen(itemCount);
    setMessage(`Cart updated: ${itemCount} ${itemsWord(itemCount)}`);
  }
  return (
    <span role="status" aria-live="polite" className="sr-only">
      {message}
    </span>
  );
}

/**
 * Brand, search, Cart, Categories and Sign In. Below md the other links fold into a menu opened by
 * a button, so the bar fits a phone; the Cart with its count stays in the bar on every size (issue
 * #41, item 3) and the search box in sight on its own row (issue #12, item 5).
 */
export function Header({ search, categories, accountMenus }: HeaderParts) {
  const [open, setOpen] = useState(false);
  const itemCount = useCart((state) => cartItemCount(state.cartItems));
  const userInfo = useSession((state) => state.userInfo);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <header className="bg-brand-900 text-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className="mr-auto text-xl font-bold tracking-tight" onClick={close}>
          Easy-Buy
        </Link>
        <div className="order-last w-full md:order-none md:w-auto">{search(close)}</div>
        <CartLink itemCount={itemCount} onClick={close} />
        <CartCountAnnouncer itemCount={itemCount} />
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-md hover:bg-white/10 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="sr-only">Menu</span>
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <div
          id={menuId}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-3 md:flex md:w-auto md:flex-row md:items-center`}
        >
          {categories(close)}
          <ul className="flex flex-col md:flex-row md:items-center">
            {userInfo ? (
              <Suspense fallback={<li className={navLink}>{userInfo.name}</li>}>
                {accountMenus(userInfo, close)}
              </Suspense>
            ) : (
              <li>
                <Link to="/login" className={navLink} onClick={close}>
                  <UserIcon />
                  Sign In
                </Link>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
