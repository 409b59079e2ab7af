import { registerRemote } from '@lightbox/ui/remotes/container';
import PaymentMethods from '../exposes/PaymentMethods';

registerRemote('PaymentMethods', { './PaymentMethods': PaymentMethods });
