/** The browser-side part of boards: the save button (with its modal and toast) for other features' pages. */
export { SaveToBoardButton } from './client/SaveToBoardButton';
export type { SavableAsset } from './client/store';
