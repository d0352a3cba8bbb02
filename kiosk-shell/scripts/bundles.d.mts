import type { BuildOptions } from 'esbuild';

export declare const bundles: Record<'main' | 'preload' | 'offline', BuildOptions>;
