import type { BuildOptions } from 'esbuild';

export const SERVER_ENTRY: string;
export const MIGRATE_ENTRY: string;
/** The packages the server bundle imports from node_modules at run time (decision 067). */
export const BUNDLE_EXTERNAL: string[];
export function newestChange(target: string): number;
export function serverBuildIsStale(): boolean;
export function serverBuildOptions(outdir: string): BuildOptions;
export function buildServer(): Promise<void>;
export function ensureServerBuilt(): Promise<boolean>;
