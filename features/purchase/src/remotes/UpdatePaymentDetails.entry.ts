import { registerRemote } from '@lightbox/ui/remotes/container';
import UpdatePaymentDetails from '../exposes/UpdatePaymentDetails';

registerRemote('UpdatePaymentDetails', { './UpdatePaymentDetails': UpdatePaymentDetails });
