import { announceCartChanged, createHttpClient, type PageContext, useTranslator } from '@lightbox/ui';
import { type FormEvent, useEffect, useState } from 'react';
import type { PurchaseMessageKey } from '../messages/en-us';
import type { CartView } from '../presenters';
import { CartPage } from '../ui/CartPage';
import { pushCartEvent } from './data-layer';

/**
 * The PurchaseCart remote component (spec section 2): the cart with its lines, promo code and
 * totals. Server-rendered as plain forms; once hydrated, removing a line asks the cart API and
 * redraws the cart in place instead of reloading the page.
 */
export default function PurchaseCart({ page, cart: initial }: { page: PageContext; cart: CartView }) {
  const t = useTranslator<PurchaseMessageKey>(page);
  const [cart, setCart] = useState(initial);
  // The add-to-cart form comes back here with ?added=<item>: report that line once.
  useEffect(() => {
    const added = Number(new URLSearchParams(window.location.search).get('added'));
    pushCartEvent('add_to_cart', initial.lines.find((line) => line.itemId === added)?.analytics);
  }, [initial]);
  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    const match = /\/purchase\/cart\/items\/(\d+)\/delete$/.exec(form.getAttribute('action') ?? '');
    if (!match) return;
    event.preventDefault();
    const http = createHttpClient({ prefix: page.prefix });
    try {
      const answer = await http.delete<{ cart: CartView }>(`/purchase/api/cart/items/${match[1]}`);
      pushCartEvent(
        'remove_from_cart',
        cart.lines.find((line) => line.itemId === Number(match[1]))?.analytics,
      );
      setCart(answer.cart);
      announceCartChanged(answer.cart.count);
    } catch {
      form.submit();
    }
  };
  return (
    <div onSubmit={onSubmit}>
      <CartPage page={page} t={t} cart={cart} />
    </div>
  );
}
