import { registerRemote } from '@lightbox/ui/remotes/container';
import ConfirmationPage from '../exposes/ConfirmationPage';

registerRemote('ConfirmationPage', { './ConfirmationPage': ConfirmationPage });
