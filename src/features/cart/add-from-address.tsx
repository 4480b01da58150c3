import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { cartLineFor, productQueryOptions } from '../catalogue/index.ts';
import { Loader } from '../../components/loader.tsx';
import { useCart } from '../../stores/cart.ts';

/**
 * `/cart/{id}?qty={n}&variant={v}` puts that product (variant) in the cart, then settles on
 * `/cart`; a product sold in variants named without one opens its page to choose. Loaded only
 * for such an address, so the cart's startup code does not carry the variant rules.
 */
export function AddFromAddress({
  productId,
  qty,
  variant,
}: {
  productId: string;
  qty: number;
  variant?: string | undefined;
}) {
  const { data: product } = useSuspenseQuery(productQueryOptions(productId));
  const addItem = useCart((state) => state.addItem);
  const navigate = useNavigate();

  useEffect(() => {
    const line = cartLineFor(product, variant, qty);
    if (line === 'choose') {
      void navigate({ to: '/product/$id', params: { id: product._id }, replace: true });
      return;
    }
    if (line) addItem(line);
    void navigate({ to: '/cart/{-$id}', params: { id: undefined }, search: {}, replace: true });
  }, [product, qty, variant, addItem, navigate]);

  // On its way to /cart.
  return <Loader />;
}
