/**
 * The plain text of a rich editor's DOM (ProseMirror, Quill, Lexical, a bare contenteditable), as the editor's own
 * model sees it: one line per block, <br> as a line break except the placeholder <br> that ends a block, and the
 * zero-width fillers editors insert removed. `innerText` is not used because it depends on layout and CSS (it puts
 * blank lines around <p> margins, and returns nothing for a detached or hidden node).
 *
 * Written against a minimal node shape so it runs in the unit tests without a DOM.
 */
export interface NodeLike {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly childNodes: ArrayLike<NodeLike>;
  /** Text nodes only. */
  readonly data?: string;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'PRE',
  'BLOCKQUOTE',
  'SECTION',
  'ARTICLE',
  'TABLE',
  'TR',
]);
const SKIP = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'NOSCRIPT']);
const FILLERS = /[\u200B\uFEFF]/g;

export function editableText(root: NodeLike): string {
  const lines: string[] = [''];
  /** A block just ended: the next content starts a new line. */
  let blockEnded = false;

  const startLineIfNeeded = (): void => {
    if (blockEnded) {
      lines.push('');
      blockEnded = false;
    }
  };
  const append = (s: string): void => {
    lines[lines.length - 1] += s;
  };

  /** `atEnd`: nothing follows this node inside its block (or the editor itself). */
  const walk = (node: NodeLike, isRoot: boolean, atEnd: boolean): void => {
    if (node.nodeType === TEXT_NODE) {
      const text = (node.data ?? '').replace(FILLERS, '');
      if (text) {
        startLineIfNeeded();
        append(text);
      }
      return;
    }
    if (node.nodeType !== ELEMENT_NODE || SKIP.has(node.nodeName)) return;
    if (node.nodeName === 'BR') {
      // The last <br> of a block (or of the editor itself, where Firefox puts inline text), even inside an inline
      // wrapper (ProseMirror's <pre><code>…<br></code></pre>), is the browser's placeholder that gives an empty or
      // break-ended line its height.
      if (atEnd) return;
      startLineIfNeeded();
      lines.push('');
      return;
    }
    const block = !isRoot && BLOCKS.has(node.nodeName);
    if (block) {
      // A block starts on its own line: after a block that ended, or after inline content on the current line. A block
      // opening inside another (a list item's paragraph, a list's item) continues the line its parent started.
      if (blockEnded || lines[lines.length - 1] !== '') {
        lines.push('');
        blockEnded = false;
      }
    }
    const children = Array.from(node.childNodes);
    const endsHere = block || isRoot || atEnd;
    children.forEach((child, i) => walk(child, false, endsHere && i === children.length - 1));
    if (block) blockEnded = true;
  };

  walk(root, true, true);
  return lines.join('\n');
}
