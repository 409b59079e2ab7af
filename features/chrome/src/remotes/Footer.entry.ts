import { registerRemote } from '@lightbox/ui/remotes/container';
import Footer from '../exposes/Footer';

registerRemote('Footer', { './Footer': Footer });
