export { AdminProductToolbar } from './admin-product-toolbar.tsx';
export { AdminProductsTable, adminProductLabel } from './admin-products-table.tsx';
export {
  adminProductQueryOptions,
  adminProductsQueryOptions,
  createPublishedProduct,
  deleteProduct,
  updateProduct,
  useCreatePublishedProduct,
  useDeleteProduct,
  useUpdateProduct,
} from './admin-products-api.ts';
export { CategorySpecFieldsEditor } from './category-spec-fields-editor.tsx';
export { ConfirmDeletion } from './confirm-deletion.tsx';
export { dashboardQueryOptions } from './dashboard-api.ts';
export { outboxQueryOptions } from './outbox-api.ts';
export { ProductForm } from './product-form.tsx';
export { ProductFormFrame } from './product-form-frame.tsx';
export { RevenueChart } from './revenue-chart.tsx';
export { AdminUsersTable } from './admin-users-table.tsx';
export { auditLogQueryOptions, type AuditParams } from './audit-api.ts';
export { AuditLogTable } from './audit-log-table.tsx';
export {
  adminReviewsQueryOptions,
  staffSettingsQueryOptions,
  useUpdateStaffSettings,
  type AdminReviewParams,
} from './moderation-api.ts';
export { ReviewModerationTable } from './review-moderation.tsx';
export { RequirePermission, useStaffCan, useStaffRoleLabel } from './staff-role.tsx';
export { CatalogueImportExport } from './catalogue-import-lazy.tsx';
