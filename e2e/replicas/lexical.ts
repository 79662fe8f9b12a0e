/**
 * Lexical as Perplexity mounts it: createEditor on the site's contenteditable div (Lexical marks it
 * data-lexical-editor="true"), the plain-text plugin, history, and an Enter command at high priority that sends
 * (Shift+Enter falls through to the plain-text plugin's line break). The text the page sends is the root's
 * getTextContent().
 */
import { registerHistory, createEmptyHistoryState } from '@lexical/history';
import { registerPlainText } from '@lexical/plain-text';
import { mergeRegister } from '@lexical/utils';
import { $createParagraphNode, $getRoot, COMMAND_PRIORITY_HIGH, createEditor, KEY_ENTER_COMMAND, type LexicalEditor } from 'lexical';
import { expose, type EditorHooks, type ReplicaEditor } from './types.ts';

export function mountLexical(root: HTMLElement, opts: EditorHooks): ReplicaEditor & { editor: LexicalEditor } {
  const editor = createEditor({
    namespace: 'replica',
    onError: (err) => {
      throw err;
    },
  });
  editor.setRootElement(root);
  let current = '';
  mergeRegister(
    registerPlainText(editor),
    registerHistory(editor, createEmptyHistoryState(), 300),
    editor.registerCommand(
      KEY_ENTER_COMMAND,
      (ev: KeyboardEvent | null) => {
        if (ev?.shiftKey) return false;
        // The Enter that commits an IME composition is the IME's.
        if (ev && (ev.isComposing || ev.keyCode === 229)) return true;
        ev?.preventDefault();
        opts.onEnter();
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerUpdateListener(({ editorState }) => {
      const next = editorState.read(() => $getRoot().getTextContent());
      if (next === current) return;
      current = next;
      opts.onChange(next);
    }),
  );
  return {
    editor,
    text: () => editor.getEditorState().read(() => $getRoot().getTextContent()),
    clear: () => {
      editor.update(
        () => {
          const r = $getRoot();
          r.clear();
          const p = $createParagraphNode();
          r.append(p);
          p.select();
        },
        { discrete: true },
      );
    },
  };
}

expose('lexical', mountLexical);
