import { useRelatedProducts } from './products-api.ts';
import { ProductCard } from './product-card.tsx';

/**
 * A few products of the same category, in stock first (the API's order). Below the product and
 * not needed to buy it: while loading or if the request fails, the section is simply absent.
 */
export function RelatedProducts({ id }: { id: string }) {
  const { data } = useRelatedProducts(id);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="mb-4 text-xl font-bold">
        Related products
      </h2>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-6 lg:grid-cols-4">
        {data.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
