import { registerRemote } from '@lightbox/ui/remotes/container';
import PurchaseCart from '../exposes/PurchaseCart';

registerRemote('PurchaseCart', { './PurchaseCart': PurchaseCart });
