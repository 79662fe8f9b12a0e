import { describe, expect, it } from 'vitest';
import { editableText, type NodeLike } from './editable-text.ts';

const t = (data: string): NodeLike => ({ nodeType: 3, nodeName: '#text', childNodes: [], data });
const e = (name: string, ...children: NodeLike[]): NodeLike => ({ nodeType: 1, nodeName: name, childNodes: children });
const br = (): NodeLike => e('BR');
const root = (...children: NodeLike[]): NodeLike => e('DIV', ...children);

describe('editableText', () => {
  it('reads a single ProseMirror paragraph', () => {
    expect(editableText(root(e('P', t('hello '), e('STRONG', t('world')))))).toBe('hello world');
  });
  it('joins paragraphs with one newline and keeps empty paragraphs as empty lines', () => {
    expect(editableText(root(e('P', t('a')), e('P', br()), e('P', t('b'))))).toBe('a\n\nb');
  });
  it('treats an inner <br> as a line break and the trailing one as a placeholder', () => {
    expect(editableText(root(e('P', t('a'), br(), t('b'))))).toBe('a\nb');
    expect(editableText(root(e('P', t('a'), br(), br())))).toBe('a\n');
    expect(editableText(root(e('P', br())))).toBe('');
  });
  it('treats the last <br> of a block as a placeholder even inside an inline wrapper (an emptied code block)', () => {
    // ProseMirror renders an empty code block as <pre><code><br></code></pre>: empty, not one newline.
    expect(editableText(root(e('PRE', e('CODE', br()))))).toBe('');
    expect(editableText(root(e('PRE', e('CODE', t('x'), br(), t('y')))))).toBe('x\ny');
    expect(editableText(root(e('P', t('a'), e('SPAN', t('b'), br())), e('P', t('c'))))).toBe('ab\nc');
    // Not at the end of its block: a real break.
    expect(editableText(root(e('P', e('SPAN', t('a'), br()), t('b'))))).toBe('a\nb');
  });
  it('reads text directly under the editor root, as a bare contenteditable holds it', () => {
    expect(editableText(root(t('one'), br(), t('two')))).toBe('one\ntwo');
    // Firefox leaves a placeholder <br> after text it inserted straight into the editor.
    expect(editableText(root(t('one'), br()))).toBe('one');
    expect(editableText(root(t('one'), br(), br()))).toBe('one\n');
    expect(editableText(root(br()))).toBe('');
    expect(editableText(root(t('one'), e('DIV', t('two')), e('DIV', t('three'))))).toBe('one\ntwo\nthree');
  });
  it('drops zero-width fillers and non-text elements', () => {
    expect(editableText(root(e('P', t('\u200Bx\uFEFF'), e('STYLE', t('p{}')))))).toBe('x');
  });
  it('returns the empty string for an empty editor', () => {
    expect(editableText(root())).toBe('');
    expect(editableText(root(e('P')))).toBe('');
  });
  it('reads Lexical paragraphs of text spans', () => {
    const span = (s: string): NodeLike => e('SPAN', t(s));
    expect(editableText(root(e('P', span('first')), e('P', span('second'), span(' part'))))).toBe('first\nsecond part');
  });
  it('reads nested blocks (a list item holding a paragraph) as one line each, without blank lines between', () => {
    // ProseMirror's schema-list DOM: <ul><li><p>…</p></li></ul>; Quill 2's: <ol><li data-list="bullet">…</li></ol>.
    const pm = root(e('P', t('Notes')), e('UL', e('LI', e('P', t('one'))), e('LI', e('P', t('two')))), e('P', t('after')));
    expect(editableText(pm)).toBe('Notes\none\ntwo\nafter');
    const quill = root(e('P', t('Notes')), e('OL', e('LI', e('SPAN'), t('one')), e('LI', e('SPAN'), t('two'))));
    expect(editableText(quill)).toBe('Notes\none\ntwo');
    // An empty item is still its own (empty) line.
    expect(editableText(root(e('UL', e('LI', e('P', t('a'))), e('LI', e('P', br())), e('LI', e('P', t('b'))))))).toBe('a\n\nb');
  });
});
