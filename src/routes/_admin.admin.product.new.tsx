import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProductForm, ProductFormFrame, useCreatePublishedProduct } from '../features/admin/index.ts';

export const Route = createFileRoute('/_admin/admin/product/new')({
  component: NewProductScreen,
});

/**
 * Create Product: an empty form that makes nothing until it is saved, so an abandoned form leaves
 * no draft behind. The saved product is published and its edit screen opens (docs/admin.md).
 */
function NewProductScreen() {
  const create = useCreatePublishedProduct();
  const navigate = useNavigate();
  return (
    <ProductFormFrame title="Create Product">
      <p className="mb-4 text-slate-700">Shoppers see the product as soon as you save it.</p>
      <ProductForm
        save={(input) =>
          create.mutate(input, {
            onSuccess: (product) =>
              void navigate({
                to: '/admin/product/$id/edit',
                params: { id: product._id },
                search: { created: true },
                replace: true,
              }),
          })
        }
        update={create}
        saveLabel="Create Product"
      />
    </ProductFormFrame>
  );
}
