import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface RichTextFieldProps {
  /** HTML; read when the field mounts (key it by language to load another text). */
  value: string;
  onChange: (html: string) => void;
  label: string;
  description?: string;
  error?: string;
  testId: string;
}

/** A rich-text body (headings, lists, links, quotes) as HTML; the server sanitises it again. */
export function RichTextField({
  value,
  onChange,
  label,
  description,
  error,
  testId,
}: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      // The link extension configured here replaces the starter kit's own.
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, defaultProtocol: 'https' }),
    ],
    content: value,
    // The editable area is the field itself: screen readers announce it by the field's label.
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } },
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <RichTextEditor
        editor={editor}
        mt={6}
        data-testid={testId}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={56}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
