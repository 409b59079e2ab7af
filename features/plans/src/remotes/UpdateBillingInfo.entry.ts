import { registerRemote } from '@lightbox/ui/remotes/container';
import UpdateBillingInfo from '../exposes/UpdateBillingInfo';

registerRemote('UpdateBillingInfo', { './UpdateBillingInfo': UpdateBillingInfo });
