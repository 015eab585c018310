import type { BuildOptions } from 'esbuild';

export const SERVER_ENTRY: string;
export const MIGRATE_ENTRY: string;
export function newestChange(target: string): number;
export function serverBuildIsStale(): boolean;
export function serverBuildOptions(outdir: string): BuildOptions;
export function buildServer(): Promise<void>;
export function ensureServerBuilt(): Promise<boolean>;
