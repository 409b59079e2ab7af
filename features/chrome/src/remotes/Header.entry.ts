import { registerRemote } from '@lightbox/ui/remotes/container';
import Header from '../exposes/Header';

registerRemote('Header', { './Header': Header });
