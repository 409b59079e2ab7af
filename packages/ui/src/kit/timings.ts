/** Spec section 9: the modal's close animation. */
export const DIALOG_CLOSE_MS = 300;
/** Spec section 9: the toast's close animation, its default timeout and the one after a save. */
export const TOAST_CLOSE_MS = 400;
export const TOAST_DEFAULT_TIMEOUT_MS = 30_000;
export const TOAST_SAVE_TIMEOUT_MS = 3000;
