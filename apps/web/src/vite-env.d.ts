interface ImportMetaEnv {
  /** Sent as `X-Api-Key`; defaults to 'web'. */
  readonly VITE_API_KEY?: string;
}
