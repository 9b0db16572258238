import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

type SignatureEditorProps = {
  /** The saved signature (HTML). */
  initialHtml: string;
  /** Called with the HTML on every change. */
  onChange: (html: string) => void;
};

const MARKS = [
  { name: 'bold', label: 'Bold', toggle: 'toggleBold' },
  { name: 'italic', label: 'Italic', toggle: 'toggleItalic' },
  { name: 'underline', label: 'Underline', toggle: 'toggleUnderline' },
] as const;

/** The Tiptap editor of the Email Signature tab; its own chunk, loaded only on that tab. */
export default function SignatureEditor({ initialHtml, onChange }: SignatureEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Email signature', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(MARKS.map((mark) => [mark.name, current?.isActive(mark.name) ?? false])),
  });
  return (
    <Box>
      <ButtonGroup size="small" variant="outlined" aria-label="Formatting" sx={{ mb: 1 }}>
        {MARKS.map((mark) => (
          <Button
            key={mark.name}
            aria-pressed={Boolean(active?.[mark.name])}
            variant={active?.[mark.name] ? 'contained' : 'outlined'}
            onClick={() => editor?.chain().focus()[mark.toggle]().run()}
          >
            {mark.label}
          </Button>
        ))}
      </ButtonGroup>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          minHeight: 160,
          '& .tiptap': { outline: 'none', minHeight: 150 },
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
