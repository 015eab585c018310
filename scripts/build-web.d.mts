/** The web app's build folder (dist/web). */
export const WEB_DIST: string;
/** Builds the web app when the build is missing or older than its sources; true when it built. */
export function ensureWebBuilt(): boolean;
