import { registerRemote } from '@lightbox/ui/remotes/container';
import CustomMedia from '../exposes/CustomMedia';

registerRemote('CustomMedia', { './CustomMedia': CustomMedia });
