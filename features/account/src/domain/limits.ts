/** Every limit of the accounts feature, named, in one place. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** scrypt accepts any length; the cap keeps a form post from carrying a megabyte of "password". */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const TEAM_NAME_MAX = 100;
export const TEAM_SIZE_MAX = 100;

/** A signed-in session ends after this long without a request (sliding). */
export const SESSION_IDLE_TTL_MS = 12 * HOUR;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;
/** How long a remember-me cookie recognises a visitor. */
export const REMEMBER_TTL_MS = 30 * DAY;
/** Sensitive pages (billing, downloads) want a password typed within this long, in this session. */
export const FRESH_SIGN_IN_MAX_AGE_MS = 2 * HOUR;
/** The marker of a browser that has been signed in before (the logged_out state). */
export const KNOWN_BROWSER_TTL_MS = 365 * DAY;

export const VERIFY_EMAIL_TTL_MS = 2 * DAY;
export const RESET_PASSWORD_TTL_MS = 1 * HOUR;
export const COMPLETE_REGISTRATION_TTL_MS = 7 * DAY;
export const TEAM_INVITE_TTL_MS = 14 * DAY;

/**
 * Sign-in throttling (issue #23: five wrong passwords from anywhere used to lock the owner out).
 * Failures for one account from one client address refuse that pair; failures from one address
 * over any accounts refuse that address; failures for an account from everywhere only slow its
 * sign-ins down. An address that has not failed is never refused the right password.
 */
export const SIGN_IN_PAIR_LIMIT = { limit: 5, windowMs: 15 * MINUTE };
export const SIGN_IN_ADDRESS_LIMIT = { limit: 20, windowMs: 15 * MINUTE };
/** Failures for one account, from every address, counted over this window for the slow-down. */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * MINUTE;
/** The slow-down starts after this many failures, at the first delay, doubling to the most. */
export const SIGN_IN_SLOWDOWN_AFTER = 5;
export const SIGN_IN_FIRST_DELAY_MS = 500;
export const SIGN_IN_MAX_DELAY_MS = 4_000;
/** Wrong current passwords on the change-password form, per signed-in account. */
export const PASSWORD_CHANGE_LIMIT = { limit: 5, windowMs: 15 * MINUTE };
/** Mail a visitor can cause to be sent, per recipient and per client address. */
export const MAIL_RECIPIENT_LIMIT = { limit: 5, windowMs: HOUR };
export const MAIL_ADDRESS_LIMIT = { limit: 20, windowMs: HOUR };
