import { describe, expect, it } from 'vitest';
import { checkLmFiles, LocalLmError, lmFilesFromFolder, lmNameFromUrl, lmOriginPattern, normalizeLmUrl } from './local-lm-files.ts';

const json = (v: unknown): Blob => new Blob([JSON.stringify(v)]);
const FOLDER = [
  { path: 'tiny/config.json', blob: json({ model_type: 'gpt2', vocab_size: 4 }) },
  { path: 'tiny/tokenizer.json', blob: json({ model: {} }) },
  { path: 'tiny/tokenizer_config.json', blob: json({}) },
  { path: 'tiny/generation_config.json', blob: json({}) },
  { path: 'tiny/onnx/model.onnx', blob: new Blob([new Uint8Array(10)]) },
  { path: 'tiny/README.md', blob: new Blob(['not copied']) },
];

describe('local language model files', () => {
  it('takes the layout transformers.js needs out of a picked folder, and only that', async () => {
    const { name, files } = await lmFilesFromFolder(FOLDER);
    expect(name).toBe('tiny');
    expect([...files.keys()].sort()).toEqual(['config.json', 'generation_config.json', 'onnx/model.onnx', 'tokenizer.json', 'tokenizer_config.json']);
  });

  it('names what is missing or broken', async () => {
    const without = (path: string) => FOLDER.filter((f) => f.path !== path);
    await expect(lmFilesFromFolder(without('tiny/tokenizer.json'))).rejects.toThrow("folder 'tiny': tokenizer.json is missing");
    await expect(lmFilesFromFolder(without('tiny/onnx/model.onnx'))).rejects.toThrow('no onnx/model.onnx or onnx/decoder_model_merged.onnx');
    await expect(lmFilesFromFolder([...without('tiny/config.json'), { path: 'tiny/config.json', blob: json({}) }])).rejects.toThrow('config.json has no model_type');
    await expect(lmFilesFromFolder([...without('tiny/tokenizer_config.json'), { path: 'tiny/tokenizer_config.json', blob: new Blob(['{']) }])).rejects.toThrow(LocalLmError);
    await expect(lmFilesFromFolder([])).rejects.toThrow('the folder is empty');
  });

  it('accepts decoder_model_merged.onnx when there is no model.onnx', async () => {
    const files = await checkLmFiles(new Map(FOLDER.filter((f) => !f.path.endsWith('.onnx')).map((f) => [f.path.slice('tiny/'.length), f.blob] as const)).set('onnx/decoder_model_merged.onnx', new Blob([new Uint8Array(3)])), 'x');
    expect(files.has('onnx/decoder_model_merged.onnx')).toBe(true);
  });

  it('downloads only from https, asks for that one origin, and turns a Hugging Face model page into its files', () => {
    expect(() => normalizeLmUrl('http://example.org/m')).toThrow('only https');
    expect(() => normalizeLmUrl('not a url')).toThrow('is not a web address');
    const hf = normalizeLmUrl('https://huggingface.co/owner/tiny-gpt?x=1#y');
    expect(hf.href).toBe('https://huggingface.co/owner/tiny-gpt/resolve/main/');
    expect(lmOriginPattern(hf)).toBe('https://huggingface.co/*');
    expect(lmNameFromUrl(hf)).toBe('tiny-gpt');
    const other = normalizeLmUrl('https://models.example.org/lm/small');
    expect(other.href).toBe('https://models.example.org/lm/small/');
    expect(lmNameFromUrl(other)).toBe('small');
  });
});
