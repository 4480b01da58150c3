import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ProductForm, useCreatePublishedProduct } from '../features/admin/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { secondaryButton } from '../components/form-field.tsx';
import { Meta } from '../components/meta.tsx';

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
    <>
      <Meta title="Create Product | Easy-Buy" />
      <Link to="/admin/productlist/{-$pageNumber}" params={{}} className={secondaryButton}>
        Go Back
      </Link>
      <FormContainer>
        <h1 className="mb-2 text-2xl font-bold">Create Product</h1>
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
      </FormContainer>
    </>
  );
}
