import { registerRemote } from '@lightbox/ui/remotes/container';
import AccountBillingInfo from '../exposes/AccountBillingInfo';

registerRemote('AccountBillingInfo', { './AccountBillingInfo': AccountBillingInfo });
