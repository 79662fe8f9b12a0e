/**
 * Bundles the replica editors (e2e/replicas/{prosemirror,quill,lexical,react}.ts, the engines installed from npm)
 * into e2e/.out/replicas/<engine>.js, classic scripts the replica pages load from /replica/<engine>.js. Runs as the
 * e2e project's global setup, so every e2e run serves bundles of the installed engine versions.
 */
import { build } from 'esbuild';
import { resolve } from 'node:path';

export const ENGINES = ['prosemirror', 'quill', 'lexical', 'react'] as const;
export const REPLICA_BUNDLES = resolve(import.meta.dirname, '../.out/replicas');

export async function buildReplicas(): Promise<void> {
  await build({
    entryPoints: ENGINES.map((e) => resolve(import.meta.dirname, `${e}.ts`)),
    outdir: REPLICA_BUNDLES,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

export default async function setup(): Promise<void> {
  await buildReplicas();
}
