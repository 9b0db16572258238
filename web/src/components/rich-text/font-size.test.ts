import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { FontSize } from './font-size';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());
const open = (content: string) => (editor = new Editor({ extensions: [StarterKit, FontSize], content }));

describe('font sizes (8-36 pt)', () => {
  it('sets a size on the selection as a span in points, and takes it off again', () => {
    const current = open('<p>Dear Ann</p>');
    current.chain().selectAll().setFontSize(14).run();
    expect(current.getHTML()).toBe('<p><span style="font-size: 14pt;">Dear Ann</span></p>');
    current.chain().selectAll().setFontSize(null).run();
    expect(current.getHTML()).toBe('<p>Dear Ann</p>');
  });

  it('reads back the sizes it offers and drops any other size or style', () => {
    expect(open('<p><span style="font-size: 36pt">Big</span></p>').getHTML()).toBe(
      '<p><span style="font-size: 36pt;">Big</span></p>',
    );
    expect(open('<p><span style="font-size: 99pt">Huge</span></p>').getHTML()).toBe('<p>Huge</p>');
    expect(open('<p><span style="position: fixed; font-size: 12pt;">x</span></p>').getHTML()).toBe(
      '<p><span style="font-size: 12pt;">x</span></p>',
    );
  });
});
