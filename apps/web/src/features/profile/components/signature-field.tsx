import { PROFILE_LIMITS, signatureImageProblem } from '@damages/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Form } from 'react-bootstrap';

interface SignatureFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The server's or the schema's message. */
  error?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** An optional scanned signature (PNG or JPEG, checked as the server checks it) with its preview. */
export function SignatureField({ value, onChange, error }: SignatureFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const message = fileError ?? error;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > PROFILE_LIMITS.signatureBytes) {
      setFileError(`Signature image must be at most ${PROFILE_LIMITS.signatureBytes / 1024} KB`);
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      const problem = signatureImageProblem(dataUrl);
      setFileError(problem);
      if (!problem) onChange(dataUrl);
    } catch {
      setFileError('The file could not be read');
    }
  }

  function clear() {
    setFileError(undefined);
    if (input.current) input.current.value = '';
    onChange(null);
  }

  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor="signatureImage">Signature image (optional)</Form.Label>
      <Form.Control
        ref={input}
        id="signatureImage"
        type="file"
        accept="image/png,image/jpeg"
        onChange={(event) => void choose(event as ChangeEvent<HTMLInputElement>)}
        isInvalid={!!message}
        aria-invalid={message ? true : undefined}
        aria-describedby={['signatureImage-hint', message ? 'signatureImage-error' : ''].filter(Boolean).join(' ')}
      />
      {message && (
        <div id="signatureImage-error" className="invalid-feedback d-block">
          {message}
        </div>
      )}
      <Form.Text id="signatureImage-hint" className="d-block">
        A scan of your signature: a PNG or JPEG of at most {PROFILE_LIMITS.signatureBytes / 1024} KB.
      </Form.Text>
      {value && (
        <div className="d-flex align-items-end gap-3 mt-2">
          <img src={value} alt="Signature preview" className="signature-preview border rounded bg-white p-1" />
          <Button variant="outline-secondary" size="sm" onClick={clear}>
            Remove signature
          </Button>
        </div>
      )}
    </Form.Group>
  );
}
