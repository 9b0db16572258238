import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FONT_SIZES, FontSize } from './font-size';
import { ImageButton } from './image-button';
import type { UploadImage } from './upload-image';

/** Spec section 9: the email editor's height. */
export const EDITOR_HEIGHT = 360;

type RichTextEditorProps = {
  /** The HTML it starts with; later changes of this prop are not applied (the editor owns its content). */
  initialHtml: string;
  /** Called with the HTML on every change ('' when empty). */
  onChange: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  /** The editing area's height in px (an email body's by default). */
  height?: number;
  /** Offers 'Insert image', uploading the picked image with it (the template editor: a public file). */
  uploadImage?: UploadImage;
};

const FORMATS = [
  { name: 'bold', label: 'Bold', run: 'toggleBold' },
  { name: 'italic', label: 'Italic', run: 'toggleItalic' },
  { name: 'underline', label: 'Underline', run: 'toggleUnderline' },
  { name: 'bulletList', label: 'Bullets', run: 'toggleBulletList' },
  { name: 'orderedList', label: 'Numbers', run: 'toggleOrderedList' },
] as const;

/**
 * The rich-text body of an email (templates, drafts): Tiptap 3 with a small formatting bar, 360 px high and
 * scrolling inside. The HTML it produces passes through Tiptap's schema, so scripts and handlers never survive it.
 * Every editor keeps the images a body holds (a draft made from a template with images); only one given
 * `uploadImage` offers to insert one.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  height = EDITOR_HEIGHT,
  uploadImage,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), FontSize, Image],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      ...Object.fromEntries(FORMATS.map((format) => [format.name, current?.isActive(format.name) ?? false])),
      points: (current?.getAttributes('fontSize').points as number | null | undefined) ?? null,
    }),
  });
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <ButtonGroup size="small" variant="outlined" aria-label="Formatting">
          {FORMATS.map((format) => (
            <Button
              key={format.name}
              aria-pressed={Boolean(active?.[format.name as keyof typeof active])}
              variant={active?.[format.name as keyof typeof active] ? 'contained' : 'outlined'}
              onClick={() => editor?.chain().focus()[format.run]().run()}
            >
              {format.label}
            </Button>
          ))}
        </ButtonGroup>
        <TextField
          select
          size="small"
          label="Font size"
          value={active?.points ?? ''}
          onChange={(event) => {
            const value = event.target.value as number | '';
            editor
              ?.chain()
              .focus()
              .setFontSize(value === '' ? null : Number(value))
              .run();
          }}
          sx={{ width: 110 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Default</MenuItem>
          {FONT_SIZES.map((points) => (
            <MenuItem key={points} value={points}>
              {points} pt
            </MenuItem>
          ))}
        </TextField>
        {uploadImage && <ImageButton editor={editor} upload={uploadImage} />}
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          height,
          overflowY: 'auto',
          cursor: 'text',
          '& .tiptap': { outline: 'none', minHeight: height - 20 },
          '& .tiptap img': { maxWidth: '100%', height: 'auto' },
          '& .tiptap img.ProseMirror-selectednode': { outline: (theme) => `2px solid ${theme.palette.primary.main}` },
          '&:focus-within': { borderColor: 'primary.main' },
        }}
        onClick={() => editor?.commands.focus()}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
