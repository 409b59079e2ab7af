import { boot } from './boot';

/** The page's one script tag of its own: starts the declared scripts once the first screen is painted. */
void boot(window);
