/**
 * ProseMirror as ChatGPT, Claude and Le Chat mount it: an EditorView on the site's own contenteditable element
 * (ProseMirror adopts it, adding class="ProseMirror"), a schema with paragraphs, hard breaks, bullet and ordered
 * lists and code blocks, markdown input rules ("- ", "1. ", "```"), history, and a keymap where Enter sends and
 * Shift+Enter starts a new line (a new list item inside a list, a newline inside code). The text the page sends is
 * the document's textBetween (blocks separated by "\n", hard breaks as "\n").
 */
import { baseKeymap, chainCommands, createParagraphNear, liftEmptyBlock, newlineInCode, splitBlock } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { inputRules, textblockTypeInputRule, wrappingInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import { Schema, type Node as PMNode } from 'prosemirror-model';
import { schema as basic } from 'prosemirror-schema-basic';
import { addListNodes, splitListItem } from 'prosemirror-schema-list';
import { EditorState, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { expose, type EditorHooks, type ReplicaEditor } from './types.ts';

const schema = new Schema({
  nodes: addListNodes(basic.spec.nodes, 'paragraph block*', 'block'),
  marks: basic.spec.marks,
});

function textOf(doc: PMNode): string {
  return doc.textBetween(0, doc.content.size, '\n', (leaf) => (leaf.type === schema.nodes.hard_break ? '\n' : ''));
}

export interface ProseMirrorOptions extends EditorHooks {
  /** Transactions that change the document are dropped unless a key is down (a model gone stale after a redesign). */
  staleUnlessTyping?: boolean;
}

export function mountProseMirror(mount: HTMLElement, opts: ProseMirrorOptions): ReplicaEditor & { view: EditorView } {
  const nodes = schema.nodes;
  const listItem = nodes.list_item;
  const bullet = nodes.bullet_list;
  const ordered = nodes.ordered_list;
  const code = nodes.code_block;
  if (!listItem || !bullet || !ordered || !code) throw new Error('schema lacks list or code nodes');
  const fresh = (): EditorState =>
    EditorState.create({
      schema,
      plugins: [
        inputRules({
          rules: [
            wrappingInputRule(/^\s*([-+*])\s$/, bullet),
            wrappingInputRule(/^(\d+)\.\s$/, ordered, (m) => ({ order: Number(m[1]) })),
            textblockTypeInputRule(/^```$/, code),
          ],
        }),
        keymap({
          Enter: () => {
            // The Enter that commits an IME composition is the IME's (ChatGPT and tiptap's sites check the same).
            if (!composingEnter) opts.onEnter();
            return true;
          },
          'Shift-Enter': chainCommands(newlineInCode, splitListItem(listItem), createParagraphNear, liftEmptyBlock, splitBlock),
          'Mod-z': undo,
          'Mod-y': redo,
          'Shift-Mod-z': redo,
        }),
        keymap(baseKeymap),
        history(),
      ],
    });
  let keyDown = false;
  let composingEnter = false;
  const view: EditorView = new EditorView(
    { mount },
    {
      state: fresh(),
      dispatchTransaction(tr: Transaction) {
        if (opts.staleUnlessTyping && tr.docChanged && !keyDown) return;
        view.updateState(view.state.apply(tr));
        if (tr.docChanged) opts.onChange(textOf(view.state.doc));
      },
      handleDOMEvents: {
        keydown: (_view, event: KeyboardEvent) => {
          composingEnter = event.isComposing || event.keyCode === 229;
          keyDown = true;
          setTimeout(() => (keyDown = false), 0);
          return false;
        },
      },
    },
  );
  return {
    view,
    text: () => textOf(view.state.doc),
    clear: () => {
      view.updateState(fresh());
      opts.onChange('');
    },
  };
}

expose('prosemirror', mountProseMirror);
