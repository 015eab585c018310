/** scripts/start.mjs has no exports: importing it starts the server. */
export {};
