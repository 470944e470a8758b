interface ImportMetaEnv {
  /** Sent as `X-Api-Key`; defaults to 'web'. */
  readonly VITE_API_KEY?: string;
  /** '1' when `public/splash.mp4` exists at build time (set by vite.config.ts). */
  readonly VITE_SPLASH_VIDEO?: string;
}
