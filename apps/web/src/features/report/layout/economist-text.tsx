import { NARRATIVE_WORDS, narrativeIssue, normalizeNarrativeText, type NarrativeSectionId } from '@damages/contracts';
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { narrativeBlocks } from '../model/narrative-text.ts';
import { useReport, type SaveOutcome } from '../state/report-context.tsx';
import { SaveToast, useSaveToast } from './save-toast.tsx';

/** Whether the economist's paragraphs can be written here: on the report's screen pages, not in the print view or Word. */
const NarrativeEditing = createContext(false);

export function NarrativeEditingScope({ children }: { children: ReactNode }) {
  return <NarrativeEditing.Provider value={true}>{children}</NarrativeEditing.Provider>;
}

/** The economist's saved text as paragraphs and lists: text nodes only, so nothing typed is ever read as markup. */
function NarrativeParagraphs({ text }: { text: string }) {
  const blocks = narrativeBlocks(text);
  if (blocks.length === 0) return null;
  return (
    <div className="economist-text" data-testid="economist-text">
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
        const items = block.items.map((item, i) => <li key={i}>{item}</li>);
        return block.kind === 'bullets' ? (
          <ul key={index}>{items}</ul>
        ) : (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        );
      })}
    </div>
  );
}

/**
 * The economist's own paragraphs of a report section, after the
 * section's own text: shown on screen, in print and in Word alike; on screen
 * with a discreet control (never printed) that opens them for writing, saved
 * with the case with a toast saying how that went.
 */
export function EconomistText({ section }: { section: NarrativeSectionId }) {
  const { record } = useReport();
  const editing = useContext(NarrativeEditing);
  const text = record.formData.narrative?.[section] ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const { toast, show, close } = useSaveToast();

  // Back to the control that opened the editor once it closes, so the keyboard stays where it was.
  useEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [draft]);

  const closeEditor = () => {
    refocus.current = true;
    setDraft(null);
  };

  return (
    <>
      {draft === null && text !== '' && <NarrativeParagraphs text={text} />}
      {editing &&
        (draft === null ? (
          <div className="economist-text-control d-print-none">
            <Button ref={toggle} variant="link" size="sm" className="px-0" onClick={() => setDraft(text)}>
              {text === '' ? NARRATIVE_WORDS.add : NARRATIVE_WORDS.edit}
            </Button>
          </div>
        ) : (
          <NarrativeEditor
            section={section}
            draft={draft}
            onChange={setDraft}
            onDone={(outcome) => {
              show(outcome);
              if (outcome.saved) closeEditor();
            }}
            onCancel={closeEditor}
          />
        ))}
      {editing && <SaveToast title={NARRATIVE_WORDS.toastTitle} toast={toast} onClose={close} />}
    </>
  );
}

interface EditorProps {
  section: NarrativeSectionId;
  draft: string;
  onChange: (draft: string) => void;
  onDone: (outcome: SaveOutcome) => void;
  onCancel: () => void;
}

/** The section's paragraphs as plain text, with the rules of the text, its length and, past the limit, why it cannot be saved. */
function NarrativeEditor({ section, draft, onChange, onDone, onCancel }: EditorProps) {
  const { saveNarrative } = useReport();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [saving, setSaving] = useState(false);
  const issue = narrativeIssue(section, draft);
  const words = NARRATIVE_WORDS;

  const save = async () => {
    if (issue !== undefined) {
      input.current?.focus();
      return;
    }
    setSaving(true);
    const outcome = await saveNarrative(section, draft);
    setSaving(false);
    onDone(outcome);
  };

  return (
    <Form
      className="economist-text-editor d-print-none"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Form.Group controlId={id}>
        <Form.Label className="fw-semibold">{words.label(section)}</Form.Label>
        <Form.Control
          ref={input}
          as="textarea"
          rows={10}
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          autoFocus
          isInvalid={issue !== undefined}
          aria-invalid={issue !== undefined || undefined}
          aria-describedby={`${id}-help ${id}-count${issue === undefined ? '' : ` ${id}-error`}`}
          disabled={saving}
        />
        {issue !== undefined && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {issue}
          </Form.Control.Feedback>
        )}
        <Form.Text id={`${id}-help`} className="d-block">
          {words.help}
        </Form.Text>
        <Form.Text id={`${id}-count`} className="d-block">
          {words.count(normalizeNarrativeText(draft).length)}
        </Form.Text>
      </Form.Group>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" variant="primary" disabled={saving}>
          {saving ? words.saving : words.save}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={saving}>
          {words.cancel}
        </Button>
      </div>
    </Form>
  );
}
