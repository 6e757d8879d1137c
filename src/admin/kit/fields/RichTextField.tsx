import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { t } from '@admin/i18n';
import type { DictKey } from '@i18n';
import { fileKindOk, postForm } from '../upload';
import type { FieldProps } from './FieldProps';

/** Rich text: tiptap StarterKit (with its Link) + Image; images upload to `field.uploadPath` (`{ url: [url] }`). */
export function RichTextField({ field, value, onChange, error, id, describedBy }: FieldProps) {
  const html = typeof value === 'string' ? value : '';
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: html,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        class: 'adm-rte__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A reset or a record loaded for editing replaces the content (without echoing an update).
  // tiptap's useEditor destroys the editor it created during render when the commit comes later than
  // its 1 ms timer (a slow machine) and hands out a new one on the next render: skip the destroyed one.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== html) editor.commands.setContent(html || '', { emitUpdate: false });
  }, [editor, html]);

  const upload = async (file: File | undefined) => {
    if (!file || !editor || !field.uploadPath) return;
    setUploadError(null);
    if (!fileKindOk(file, 'image')) return setUploadError(t('admin.kit.imageType'));
    setUploading(true);
    try {
      const fd = new FormData();
      fd.append('image', file);
      const res = await postForm(field.uploadPath, fd);
      editor.chain().focus().setImage({ src: res.url[0], alt: '' }).run();
    } catch (err) {
      setUploadError(t('admin.kit.error', { error: err instanceof Error ? err.message : String(err) }));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className={`adm-rte${error ? ' adm-rte--invalid' : ''}`}>
      {editor && <Toolbar label={field.label} editor={editor} onImage={field.uploadPath ? () => fileInput.current?.click() : undefined} />}
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hidden
        data-testid={`${field.name}-image-input`}
        onChange={(e) => upload(e.target.files?.[0])}
      />
      {uploading && <p className="adm-muted">{t('admin.kit.rte.uploading')}</p>}
      {uploadError && (
        <p className="adm-field__error" role="alert">
          {uploadError}
        </p>
      )}
    </div>
  );
}

const svg = (d: string) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);
const LINK_ICON = svg('M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7');
const IMAGE_ICON = svg('M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01');

function Toolbar({ label, editor, onImage }: { label: string; editor: Editor; onImage?: () => void }) {
  const button = (key: DictKey, text: ReactNode, run: () => void, active = false) => (
    <button
      type="button"
      className="adm-rte__btn"
      aria-label={t(key)}
      title={t(key)}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('admin.kit.rte.linkPrompt'), previous);
    if (href === null) return;
    if (href === '' || href === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className="adm-rte__toolbar" role="toolbar" aria-label={label}>
      {button('admin.kit.rte.bold', 'B', () => chain().toggleBold().run(), editor.isActive('bold'))}
      {button('admin.kit.rte.italic', 'I', () => chain().toggleItalic().run(), editor.isActive('italic'))}
      {button('admin.kit.rte.strike', 'S', () => chain().toggleStrike().run(), editor.isActive('strike'))}
      {button('admin.kit.rte.h2', 'H2', () => chain().toggleHeading({ level: 2 }).run(), editor.isActive('heading', { level: 2 }))}
      {button('admin.kit.rte.h3', 'H3', () => chain().toggleHeading({ level: 3 }).run(), editor.isActive('heading', { level: 3 }))}
      {button('admin.kit.rte.bullet', '•', () => chain().toggleBulletList().run(), editor.isActive('bulletList'))}
      {button('admin.kit.rte.ordered', '1.', () => chain().toggleOrderedList().run(), editor.isActive('orderedList'))}
      {button('admin.kit.rte.quote', '❝', () => chain().toggleBlockquote().run(), editor.isActive('blockquote'))}
      {button('admin.kit.rte.link', LINK_ICON, setLink, editor.isActive('link'))}
      {onImage && button('admin.kit.rte.image', IMAGE_ICON, onImage)}
      {button('admin.kit.rte.undo', '↶', () => chain().undo().run())}
      {button('admin.kit.rte.redo', '↷', () => chain().redo().run())}
    </div>
  );
}
