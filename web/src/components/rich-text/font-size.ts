import { Mark, mergeAttributes } from '@tiptap/core';

/** Spec part 2, Compose screen: font sizes from 8 to 36 pt. */
export const FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36] as const;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    fontSize: {
      /** Sets the selection's size in points (one of FONT_SIZES); null back to the default. */
      setFontSize: (points: number | null) => ReturnType;
    };
  }
}

const pointsOf = (style: string | null) => {
  const match = /font-size:\s*(\d+(?:\.\d+)?)pt/i.exec(style ?? '');
  const points = match ? Number(match[1]) : null;
  return points !== null && (FONT_SIZES as readonly number[]).includes(points) ? points : null;
};

/**
 * A font size as `<span style="font-size: Npt">`, the way mail clients read it. Home-made: `@tiptap/extension-text-style`
 * (whose FontSize does this) is not on this registry's mirror in the editor's version (3.34), and mixing Tiptap
 * versions is not supported. Only the sizes of FONT_SIZES are kept when HTML is read back.
 */
export const FontSize = Mark.create({
  name: 'fontSize',
  addAttributes() {
    return {
      points: {
        default: null,
        parseHTML: (element) => pointsOf(element.getAttribute('style')),
        renderHTML: (attributes: { points: number | null }) =>
          attributes.points ? { style: `font-size: ${attributes.points}pt` } : {},
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (element) => (pointsOf(element.getAttribute('style')) ? {} : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
  addCommands() {
    return {
      setFontSize:
        (points) =>
        ({ commands }) =>
          points === null ? commands.unsetMark(this.name) : commands.setMark(this.name, { points }),
    };
  },
});
