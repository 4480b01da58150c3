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
export { couponsQueryOptions, type Coupon } from './coupons-api.ts';
export { CouponForm } from './coupons-form.tsx';
export { CouponsTable } from './coupons-table.tsx';
export { couponLabel } from './coupons-words.ts';
export { dashboardQueryOptions } from './dashboard-api.ts';
export { DemandReport } from './demand-report-slot.tsx';
export { outboxQueryOptions } from './outbox-api.ts';
export { ProductCountsTable } from './product-counts-table.tsx';
export { ProductForm } from './product-form.tsx';
export { PriceHistorySection } from './price-history-section.tsx';
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
export { shippingSettingsQueryOptions, taxSettingsQueryOptions } from './price-settings-api.ts';
export { ShippingZonesSection } from './settings-shipping.tsx';
export { TaxSection } from './settings-tax.tsx';
export { ReviewModerationTable } from './review-moderation.tsx';
export { RequirePermission, useStaffCan, useStaffRoleLabel } from './staff-role.tsx';
export { SearchPageLinks } from './search-page-links.tsx';
export { CatalogueImportExport } from './catalogue-import-lazy.tsx';
