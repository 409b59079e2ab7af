import { registerRemote } from '@lightbox/ui/remotes/container';
import PremiumAccessSelfRenewalPage from '../exposes/PremiumAccessSelfRenewalPage';

registerRemote('PremiumAccessSelfRenewalPage', {
  './PremiumAccessSelfRenewalPage': PremiumAccessSelfRenewalPage,
});
