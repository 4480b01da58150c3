import { Link } from '@tanstack/react-router';
import { NOT_FOUND_TITLE } from '../contract/page-head.ts';
import { Meta } from './meta.tsx';

export function NotFound() {
  return (
    <div className="py-16 text-center">
      <Meta title={NOT_FOUND_TITLE} />
      <h1 className="mb-4 text-3xl font-bold">Page not found</h1>
      <p className="mb-8 text-slate-600">There is nothing at this address.</p>
      <Link to="/" className="rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
        Back to the shop
      </Link>
    </div>
  );
}
