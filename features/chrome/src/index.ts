import Footer from './exposes/Footer';
import Header from './exposes/Header';
import SearchBar from './exposes/SearchBar';

/** Server-side renderers of the chrome remotes, for the HTML the remotes then hydrate. */
export const chromeComponents = { Header, Footer, SearchBar } as const;

/** Entry files the client build turns into one remote script each. */
export const chromeRemoteEntries = {
  Header: new URL('./remotes/Header.entry.ts', import.meta.url).pathname,
  Footer: new URL('./remotes/Footer.entry.ts', import.meta.url).pathname,
  SearchBar: new URL('./remotes/SearchBar.entry.ts', import.meta.url).pathname,
} as const;
