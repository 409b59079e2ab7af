import Footer from './exposes/Footer';
import Header from './exposes/Header';
import SearchBar from './exposes/SearchBar';

/** Server-side renderers of the chrome remotes, for the HTML the remotes then hydrate. */
export const chromeComponents = { Header, Footer, SearchBar } as const;
export { chromeFeature } from './feature';
