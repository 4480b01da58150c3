import type { ProductDetails, ProductSummary } from '../../contract/products.ts';

/**
 * The structured data (schema.org, as JSON-LD) the served HTML carries (docs/findability.md):
 * what a search engine shows as price, stock and rating beside a result. Written by the server
 * only; the storefront adds none.
 */
export type StructuredData = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const SHOP = 'Easy-Buy';
/** How many reviews go into a product's data: enough for a rich result, not the whole history. */
const MAX_REVIEWS = 10;

/** An address on the shop as a full URL; one already absolute is kept. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Dollars as schema.org and Open Graph take a price: `1299.00`. */
export const priceText = (dollars: number) => dollars.toFixed(2);

const availability = (countInStock: number) => `${CONTEXT}/${countInStock > 0 ? 'InStock' : 'OutOfStock'}`;

function offers(product: ProductDetails, url: string) {
  const offer = (price: number, countInStock: number, at: string) => ({
    '@type': 'Offer',
    price: priceText(price),
    priceCurrency: 'USD',
    availability: availability(countInStock),
    url: at,
    itemCondition: `${CONTEXT}/NewCondition`,
  });
  const variants = product.variants ?? [];
  if (variants.length === 0) return offer(product.price, product.countInStock, url);
  // Each variant is its own address (`?variant=`), sku, price and stock.
  return variants.map((variant) => ({
    ...offer(variant.price, variant.countInStock, `${url}?variant=${encodeURIComponent(variant._id)}`),
    sku: variant.sku,
    name: `${product.name} (${Object.values(variant.options).join(', ')})`,
  }));
}

function ratings(product: ProductDetails) {
  if (product.numReviews === 0 || product.reviews.length === 0) return {};
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.numReviews,
      ...scale,
    },
    review: product.reviews.slice(0, MAX_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.comment,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
    })),
  };
}

/** A product page's `Product`, with one `Offer` per variant, and its rating and reviews if any. */
export function productData(product: ProductDetails, url: string, origin: string): StructuredData {
  const images = product.images && product.images.length > 0 ? product.images : [product.image];
  const skus = (product.variants ?? []).map((variant) => variant.sku);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    image: images.map((image) => absoluteUrl(origin, image)),
    // One sku names the product only when it is sold in one variant; otherwise each offer has its own.
    ...(skus.length === 1 ? { sku: skus[0] } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    url,
    offers: offers(product, url),
    ...ratings(product),
  };
}

/** Home › category › product, as the product page's breadcrumbs show it. */
export function breadcrumbData(product: ProductDetails, url: string, origin: string): StructuredData {
  const trail = [
    { name: 'Home', item: `${origin}/` },
    ...(product.category
      ? [{ name: product.category, item: `${origin}/?category=${encodeURIComponent(product.category)}` }]
      : []),
    { name: product.name, item: url },
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
}

/** A list page's products, in the order shown, each by its own address. */
export function itemListData(
  products: readonly ProductSummary[],
  url: string,
  origin: string,
): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    url,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: product.name,
      url: absoluteUrl(origin, `/product/${encodeURIComponent(product._id)}`),
    })),
  };
}

/** The home page's: who runs the shop, and how a search engine may search it. */
export function shopData(origin: string): StructuredData[] {
  const home = `${origin}/`;
  return [
    { '@context': CONTEXT, '@type': 'Organization', name: SHOP, url: home, logo: `${origin}/favicon.svg` },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: SHOP,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
