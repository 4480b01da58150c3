export { ProductBreadcrumbs, ProductOrigin } from './product-breadcrumbs.tsx';
export { ProductListError, ProductListScreen } from './product-list-screen.tsx';
export {
  getProduct,
  getProducts,
  getTopProducts,
  loadProductList,
  productQueryOptions,
  useCategories,
} from './products-api.ts';
export { RelatedProducts } from './related-products.tsx';
export { CategoriesMenu } from './categories-menu.tsx';
export { SearchBox } from './search-box.tsx';
export { StickyAddToCart } from './sticky-add-to-cart.tsx';
export { VariantPicker } from './variant-picker.tsx';
export { cartLineFor, defaultVariant } from './variants.ts';
export { RecentlyViewed, useViewedProduct } from './recently-viewed.tsx';
export { SpecsTable } from './specs-table.tsx';
export { SalePrice } from './sale-price.tsx';
export { CompareButton } from './compare/compare-button.tsx';
export { CompareBarSlot } from './compare/compare-bar-slot.tsx';
export { CompareScreen } from './compare/compare-screen.tsx';
export { validateCompareSearch } from './compare/compare-ids.ts';
export { ProductGallery } from './gallery/product-gallery.tsx';
export { NotifyMe } from './notify-me/notify-me-slot.tsx';
