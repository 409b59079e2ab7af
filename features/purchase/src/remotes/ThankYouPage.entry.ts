import { registerRemote } from '@lightbox/ui/remotes/container';
import ThankYouPage from '../exposes/ThankYouPage';

registerRemote('ThankYouPage', { './ThankYouPage': ThankYouPage });
