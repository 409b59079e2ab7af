import { registerRemote } from '@lightbox/ui/remotes/container';
import AnonPaymentPage from '../exposes/AnonPaymentPage';

registerRemote('AnonPaymentPage', { './AnonPaymentPage': AnonPaymentPage });
