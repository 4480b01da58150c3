import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormContainer } from '../../components/form-container.tsx';
import { secondaryButton } from '../../components/form-field.tsx';
import { Meta } from '../../components/meta.tsx';
import { titled } from '../../contract/page-head.ts';
import { RequirePermission } from './staff-role.tsx';

/**
 * Create Product and Edit Product: Go Back to the list, then the form under its heading; a role
 * that may not change the catalogue (support) sees why instead of the form (docs/staff.md).
 */
export function ProductFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Meta title={titled(title)} />
      <Link to="/admin/productlist/{-$pageNumber}" params={{}} className={secondaryButton}>
        Go Back
      </Link>
      <FormContainer>
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        <RequirePermission permission="catalogue.write">{children}</RequirePermission>
      </FormContainer>
    </>
  );
}
