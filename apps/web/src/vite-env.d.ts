/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The fixed system token /connect expects; defaults to the server's default. */
  readonly VITE_SYSTEM_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
