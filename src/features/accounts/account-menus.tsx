import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { logout as endSession } from './users-api.ts';
import { can, type Permission, roleOf } from '../../contract/roles.ts';
import type { UserInfo } from '../../contract/users.ts';
import { UserIcon } from '../../components/user-icon.tsx';

const buttonClass =
  'flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-white hover:bg-white/10 data-open:bg-white/10';
/**
 * The Admin menu looks like a tool, not a second person: a bordered badge with a key icon, beside
 * the user's menu which carries the person icon (issue #12, item 10: `Admin User ▾` beside
 * `Admin ▾` read as duplicates). Both keep the spec's words: the user's name, and `Admin`.
 */
const adminButtonClass =
  'flex min-h-11 items-center gap-2 rounded-md border border-amber-300/80 px-3 text-sm font-semibold text-amber-100 hover:bg-white/10 data-open:bg-white/10';
const itemsClass =
  'z-40 mt-1 w-48 rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg focus:outline-none';
const itemClass = 'block w-full px-4 py-2 text-left data-focus:bg-slate-100';

function KeyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M16 7l3 3M14 9l2 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Caret() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

/**
 * The signed-in user's menu and, for admins, the Admin menu. Loaded only once someone signs in,
 * so visitors never download the menu library.
 */
export default function AccountMenus({
  userInfo,
  onNavigate,
}: {
  userInfo: UserInfo;
  onNavigate: () => void;
}) {
  const navigate = useNavigate();
  // Only the links the role may use (docs/staff.md); the server refuses the rest anyway.
  const role = roleOf(userInfo);
  const may = (permission: Permission) => can(role, permission);

  function logout() {
    endSession();
    onNavigate();
    void navigate({ to: '/login' });
  }

  return (
    <>
      <li>
        <Menu>
          <MenuButton className={buttonClass}>
            <UserIcon />
            <span className="max-w-48 truncate">{userInfo.name}</span>
            <Caret />
          </MenuButton>
          <MenuItems anchor="bottom end" className={itemsClass}>
            <MenuItem>
              <Link to="/profile" className={itemClass} onClick={onNavigate}>
                Profile
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to="/wishlist" className={itemClass} onClick={onNavigate}>
                Wishlist
              </Link>
            </MenuItem>
            <MenuItem>
              <button type="button" className={itemClass} onClick={logout}>
                Logout
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
      </li>
      {userInfo.isAdmin && (
        <li>
          <Menu>
            <MenuButton className={adminButtonClass}>
              <KeyIcon />
              Admin
              <Caret />
            </MenuButton>
            <MenuItems anchor="bottom end" className={itemsClass}>
              {may('dashboard.read') && (
                <MenuItem>
                  <Link to="/admin" className={itemClass} onClick={onNavigate}>
                    Dashboard
                  </Link>
                </MenuItem>
              )}
              {may('users.manage') && (
                <MenuItem>
                  <Link to="/admin/userlist" className={itemClass} onClick={onNavigate}>
                    Users
                  </Link>
                </MenuItem>
              )}
              {may('catalogue.read') && (
                <MenuItem>
                  <Link
                    to="/admin/productlist/{-$pageNumber}"
                    params={{}}
                    className={itemClass}
                    onClick={onNavigate}
                  >
                    Products
                  </Link>
                </MenuItem>
              )}
              {may('catalogue.write') && (
                <MenuItem>
                  <Link to="/admin/categories" className={itemClass} onClick={onNavigate}>
                    Categories
                  </Link>
                </MenuItem>
              )}
              {may('orders.read') && (
                <MenuItem>
                  <Link
                    to="/admin/orderlist/{-$pageNumber}"
                    params={{}}
                    className={itemClass}
                    onClick={onNavigate}
                  >
                    Orders
                  </Link>
                </MenuItem>
              )}
              {may('orders.read') && (
                <MenuItem>
                  <Link to="/admin/returns" className={itemClass} onClick={onNavigate}>
                    Returns
                  </Link>
                </MenuItem>
              )}
              {may('coupons.manage') && (
                <MenuItem>
                  <Link to="/admin/coupons" className={itemClass} onClick={onNavigate}>
                    Coupons
                  </Link>
                </MenuItem>
              )}
              {may('settings.manage') && (
                <MenuItem>
                  <Link
                    to="/admin/outbox/{-$pageNumber}"
                    params={{}}
                    className={itemClass}
                    onClick={onNavigate}
                  >
                    Outbox
                  </Link>
                </MenuItem>
              )}
              {may('reviews.moderate') && (
                <MenuItem>
                  <Link to="/admin/reviews" className={itemClass} onClick={onNavigate}>
                    Reviews
                  </Link>
                </MenuItem>
              )}
              {may('settings.manage') && (
                <MenuItem>
                  <Link to="/admin/settings" className={itemClass} onClick={onNavigate}>
                    Settings
                  </Link>
                </MenuItem>
              )}
              {may('audit.read') && (
                <MenuItem>
                  <Link to="/admin/audit" className={itemClass} onClick={onNavigate}>
                    Audit log
                  </Link>
                </MenuItem>
              )}
            </MenuItems>
          </Menu>
        </li>
      )}
    </>
  );
}
