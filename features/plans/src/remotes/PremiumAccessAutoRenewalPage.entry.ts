import { registerRemote } from '@lightbox/ui/remotes/container';
import PremiumAccessAutoRenewalPage from '../exposes/PremiumAccessAutoRenewalPage';

registerRemote('PremiumAccessAutoRenewalPage', {
  './PremiumAccessAutoRenewalPage': PremiumAccessAutoRenewalPage,
});
