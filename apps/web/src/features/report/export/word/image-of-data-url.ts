import type { IImageOptions } from 'docx';

/**
 * A PNG or JPEG data URL (the profile's signature image, which the profile
 * accepts only as PNG or JPEG) as a Word image, at its own proportions and at
 * most 2.5 inches wide; null for anything else.
 */

const MAX_WIDTH_PX = 240;
const MAX_HEIGHT_PX = 96;

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Width and height from a PNG's IHDR or a JPEG's first frame header. */
function pixelSize(bytes: Uint8Array, type: 'png' | 'jpg'): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png') return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  // JPEG: walk the segments to a start-of-frame marker (C0–CF except C4, C8 and CC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

export function imageOfDataUrl(src: string, alt: string): IImageOptions | null {
  const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/.exec(src);
  if (!match) return null;
  const type = match[1] === 'png' ? 'png' : 'jpg';
  const data = bytesOf(match[2]!.replace(/\s/g, ''));
  const size = pixelSize(data, type);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  const scale = Math.min(1, MAX_WIDTH_PX / size.width, MAX_HEIGHT_PX / size.height);
  return {
    type,
    data,
    transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
    altText: { name: alt, description: alt, title: alt },
  };
}
