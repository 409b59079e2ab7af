import { registerRemote } from '@lightbox/ui/remotes/container';
import SearchBar from '../exposes/SearchBar';

registerRemote('SearchBar', { './SearchBar': SearchBar });
