import { createFileRoute, Link } from '@tanstack/react-router';
import { useAdminProduct, useUpdateProduct } from '../api/admin-products.ts';
import { FormContainer } from '../components/form-container.tsx';
import { secondaryButton } from '../components/form-field.tsx';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { ProductForm } from '../components/product-form.tsx';

export const Route = createFileRoute('/_admin/admin/product/$id/edit')({
  component: ProductEditScreen,
});

function ProductEditScreen() {
  const { id } = Route.useParams();
  const { data: product, isPending, error } = useAdminProduct(id);
  const update = useUpdateProduct();
  return (
    <>
      <Meta title="Edit Product | Easy-Buy" />
      <Link to="/admin/productlist/{-$pageNumber}" params={{}} className={secondaryButton}>
        Go Back
      </Link>
      <FormContainer>
        <h1 className="mb-2 text-2xl font-bold">Edit Product</h1>
        {product?.isDraft && (
          <p className="mb-4 text-slate-700">A draft: shoppers will see it once you save it.</p>
        )}
        {isPending ? (
          <Loader />
        ) : error ? (
          <Message variant="danger">{error.message}</Message>
        ) : (
          // A save replaces the product; the form starts again from what the server kept.
          <ProductForm key={product.updatedAt} product={product} update={update} />
        )}
      </FormContainer>
    </>
  );
}
