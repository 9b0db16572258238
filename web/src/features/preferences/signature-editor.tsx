import { RichTextEditor } from '../../components/rich-text/rich-text-editor';

type SignatureEditorProps = {
  /** The saved signature (HTML). */
  initialHtml: string;
  /** Called with the HTML on every change. */
  onChange: (html: string) => void;
};

/** The Tiptap editor of the Email Signature tab (the emails' editor, shorter); its own chunk, loaded on that tab. */
export default function SignatureEditor({ initialHtml, onChange }: SignatureEditorProps) {
  return <RichTextEditor initialHtml={initialHtml} onChange={onChange} label="Email signature" height={180} />;
}
