import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormContainer } from '../../components/form-container.tsx';
import { secondaryButton } from '../../components/form-field.tsx';
import { Meta } from '../../components/meta.tsx';
import { titled } from '../../contract/page-head.ts';

/** Create Product and Edit Product: Go Back to the list, then the form under its heading. */
export function ProductFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Meta title={titled(title)} />
      <Link to="/admin/productlist/{-$pageNumber}" params={{}} className={secondaryButton}>
        Go Back
      </Link>
      <FormContainer>
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        {children}
      </FormContainer>
    </>
  );
}
