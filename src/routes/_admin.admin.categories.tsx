import { createFileRoute, Link } from '@tanstack/react-router';
import { useId, type SubmitEvent } from 'react';
import { CATEGORY_MAX_LENGTH } from '../contract/product-rules.ts';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { CATEGORIES_TITLE } from '../contract/page-titles.ts';
import { useCategories } from '../features/catalogue/index.ts';
import { CategorySpecFieldsEditor } from '../features/admin/index.ts';
import { filterText } from '../lib/catalogue-search.ts';
import { formValues } from '../lib/form-values.ts';

/** `?category=Phones`: the category being edited lives in the address, so it can be linked to. */
// The list screens' rule for a category in the address, so this route, which every page's router
// holds, does not bring the product rules into the home page's startup file.
function validateSearch(search: Record<string, unknown>): { category?: string } {
  const category = filterText(search.category);
  return category ? { category } : {};
}

export const Route = createFileRoute('/_admin/admin/categories')({
  validateSearch,
  component: CategoriesScreen,
});

const linkClass =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 font-medium hover:bg-slate-100 aria-[current=page]:border-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white';

/**
 * Categories: the shop's categories, and the spec fields of the one chosen (docs/admin.md). A
 * category with no published product yet is opened by typing its name.
 */
function CategoriesScreen() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  const categories = useCategories();
  const typedId = useId();

  function open(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValues(event.currentTarget)('category').trim();
    if (typed) void navigate({ search: { category: typed } });
  }

  return (
    <>
      <Meta title={CATEGORIES_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Categories</h1>
      <nav aria-label="Categories" className="mb-4">
        {categories.isError && <Message variant="danger">{categories.error.message}</Message>}
        <ul className="flex flex-wrap gap-2">
          {(categories.data ?? []).map(({ name, count }) => (
            <li key={name}>
              <Link
                to="/admin/categories"
                search={{ category: name }}
                aria-current={name === category ? 'page' : undefined}
                className={linkClass}
              >
                {name}
                <span className="ml-2 text-sm opacity-80">
                  {count} <span className="sr-only">{count === 1 ? 'product' : 'products'}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form onSubmit={open} className="mb-8 flex max-w-md items-end gap-2">
        <div className="flex-1">
          <label htmlFor={typedId} className="mb-1 block font-medium">
            Category name
          </label>
          <input
            id={typedId}
            name="category"
            key={category ?? ''}
            defaultValue={category ?? ''}
            maxLength={CATEGORY_MAX_LENGTH}
            autoComplete="off"
            className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
          />
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-slate-900 px-4 font-semibold text-white">
          Open
        </button>
      </form>
      {category ? (
        <CategorySpecFieldsEditor key={category} category={category} />
      ) : (
        <p className="text-slate-700">Choose a category, or type one&apos;s name, to edit its spec fields.</p>
      )}
    </>
  );
}
