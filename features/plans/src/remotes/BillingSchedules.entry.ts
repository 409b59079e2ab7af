import { registerRemote } from '@lightbox/ui/remotes/container';
import BillingSchedules from '../exposes/BillingSchedules';

registerRemote('BillingSchedules', { './BillingSchedules': BillingSchedules });
