/** UI timing constants from spec §9 ("UI timing") and §2 ("Start-up"). */
export const SPLASH_MAX_MS = 4000;
export const SPLASH_TITLE_DELAY_MS = 500;

export const TOAST_MAX_VISIBLE = 20;
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
